// Classes for a table whose rows stack on a phone (below `sm`), so it shows every column without scrolling
// sideways, and that is a plain table from `sm` up (decision 0032). Each row lays its cells out on a grid of
// its own (the row adds its `grid-cols-…`; cells place themselves with `col-start-…`/`row-start-…`); the
// header row is then for screen readers only. A body cell with a `data-label` shows its column's name before
// it on a phone, and every body cell gets the table's padding from `sm` up: both are the `stacked-table`
// rules in app.css, written once there rather than as classes on every cell of every row.

export const STACKED_TABLE = 'stacked-table block w-full sm:table';
export const STACKED_HEAD = 'max-sm:sr-only';
export const STACKED_BODY = 'block sm:table-row-group';
export const STACKED_ROW = 'grid gap-2 border-slate-100 border-t px-3 py-3 align-top sm:table-row sm:p-0';
/** On a cell with a `data-label`: the label on a line of its own above the value, not before it. */
export const LABEL_ABOVE = 'stacked-label-above';
