// Classes for a table whose rows stack on a phone (below `sm`), so it shows every column without scrolling
// sideways, and that is a plain table from `sm` up. Each row lays its cells out on a grid of its own; the
// header row is then for screen readers only (Chromium keeps the table's roles through the display change,
// which e2e/credit-cards.test.ts checks). A cell shows its column's name from its `data-label`, drawn before
// it with empty alternative text: not read twice, and not part of the cell's text.

export const STACKED_TABLE = 'block w-full sm:table';
export const STACKED_HEAD = 'max-sm:sr-only';
export const STACKED_BODY = 'block sm:table-row-group';
/** With the row's own grid columns (`grid-cols-…`), which only apply below `sm`. */
export const STACKED_ROW = 'grid gap-x-2 gap-y-2 border-slate-100 border-t px-3 py-3 align-top sm:table-row sm:p-0';
export const STACKED_CELL = 'sm:table-cell sm:px-3 sm:py-2';
/** The cell's `data-label`, drawn before it below `sm`; add `max-sm:before:block` to put it on a line of its own. */
export const CELL_LABEL =
  "max-sm:before:font-normal max-sm:before:text-slate-500 max-sm:before:text-xs max-sm:before:content-[attr(data-label)_/_'']";
