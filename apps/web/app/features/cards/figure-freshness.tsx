import { STALE_AFTER_DAYS } from '@cardgenius/core/catalogue';

export interface FigureDateView {
  field: string;
  label: string;
  asOf: string | null;
  stale: boolean;
  sourceUrl: string;
}

const hostname = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Figures that share a source and a date, newest first; undated last. */
function groupBySource(figures: FigureDateView[]) {
  const groups = new Map<string, { asOf: string | null; sourceUrl: string; stale: boolean; labels: string[] }>();
  for (const figure of figures) {
    const key = `${figure.asOf}|${figure.sourceUrl}`;
    const group = groups.get(key) ?? {
      asOf: figure.asOf,
      sourceUrl: figure.sourceUrl,
      stale: figure.stale,
      labels: [],
    };
    group.labels.push(figure.label);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (b.asOf ?? '').localeCompare(a.asOf ?? ''));
}

/** How old each figure the rating reads is, and where it comes from; old or undated figures are flagged. */
export function FigureFreshness({ figures }: { figures: FigureDateView[] }) {
  const due = figures.filter((figure) => figure.stale).length;
  return (
    <section aria-labelledby="freshness-heading" className="mt-10">
      <h2 id="freshness-heading" className="font-bold text-2xl">
        How fresh these figures are
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        {due === 0
          ? `Every figure the rating reads was confirmed within the last ${STALE_AFTER_DAYS} days.`
          : `${due} of ${figures.length} figures the rating reads are older than ${STALE_AFTER_DAYS} days or come from a source without a date; they are first in line to be checked again.`}
      </p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm shadow-sm">
        {groupBySource(figures).map((group) => (
          <li
            key={`${group.asOf}-${group.sourceUrl}`}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[15rem_1fr_14rem] sm:gap-4"
          >
            <p>
              <span className="font-medium">{group.asOf ?? 'Date unknown'}</span>
              {group.stale ? (
                <span className="ml-2 inline-block whitespace-nowrap rounded bg-amber-100 px-1.5 text-amber-900 text-xs">
                  {group.asOf === null ? 'check due' : `over ${STALE_AFTER_DAYS} days old`}
                </span>
              ) : null}
            </p>
            <p className="text-slate-800">{group.labels.join(', ')}</p>
            <p className="break-all sm:text-right">
              <a className="underline" href={group.sourceUrl} rel="noopener noreferrer">
                {hostname(group.sourceUrl)}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
