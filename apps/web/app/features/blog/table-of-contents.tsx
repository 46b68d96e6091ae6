import type { PostHeading } from '@cardgenius/core/contract';

export interface TocEntry {
  id: string;
  text: string;
  children: { id: string; text: string }[];
}

/** The h2s of a post, each with the h3s under it; an h3 before any h2 stands on its own. */
export function tocEntries(headings: readonly PostHeading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.level === 3 && parent) parent.children.push({ id: heading.id, text: heading.text });
    else entries.push({ id: heading.id, text: heading.text, children: [] });
  }
  return entries;
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
            {entry.text}
          </a>
          {entry.children.length > 0 ? (
            <ol className="mt-2 space-y-2 border-slate-200 border-l pl-3">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
                    {child.text}
                  </a>
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const TITLE = 'In this article';

/**
 * The table of contents on small screens: folded under a disclosure (it works without script). Wide
 * screens show `TocSidebar` instead; only one of the two is displayed at a time, so assistive technology
 * meets one navigation landmark.
 */
export function TocDisclosure({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label={TITLE} className="mt-8 rounded-lg border border-slate-200 bg-white lg:hidden">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          {TITLE}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 text-slate-600 transition-transform group-open:rotate-180"
          >
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <div className="border-slate-200 border-t px-4 py-3">
          <TocList entries={entries} />
        </div>
      </details>
    </nav>
  );
}

/** The table of contents beside the article on wide screens, kept in view while reading. */
export function TocSidebar({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-label={TITLE} className="sticky top-[calc(var(--site-header-height)+1.5rem)] hidden lg:block">
      <p className="font-semibold text-slate-900 text-sm uppercase tracking-wide">{TITLE}</p>
      <div className="mt-3">
        <TocList entries={entries} />
      </div>
    </nav>
  );
}
