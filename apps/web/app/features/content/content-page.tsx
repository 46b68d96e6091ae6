import type { ReactNode } from 'react';
import { formatLongDate } from './content-dates';

/** Links, lists and sub-headings inside a section's copy, styled once for every content page. */
const COPY =
  'mt-3 space-y-3 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_h3]:pt-3 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6';

/** The readable article layout of the site's static pages: one h1, an optional date and lead. */
export function ContentPage({
  title,
  lead,
  effective,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** The date the page's policy took effect or was last updated, shown under the title. */
  effective?: { label: string; date: string };
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-bold text-3xl">{title}</h1>
      {effective ? (
        <p className="mt-2 text-slate-600 text-sm">
          {effective.label} <time dateTime={effective.date}>{formatLongDate(effective.date)}</time>
        </p>
      ) : null}
      {lead ? <p className="mt-4 text-lg text-slate-700">{lead}</p> : null}
      {children}
    </article>
  );
}

/** One titled part of a content page; the id makes it a link target (#id). */
export function ContentSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 id={id} className="font-bold text-slate-900 text-xl">
        {title}
      </h2>
      <div className={COPY}>{children}</div>
    </section>
  );
}

/** Copy styled like a section's, without a heading of its own. */
export function ContentCopy({ children }: { children: ReactNode }) {
  return <div className={COPY}>{children}</div>;
}

/** A page's sections by key, each with its anchor id and title, for a table of contents. */
export function defineSections<K extends string>(titles: Record<K, string>): Record<K, { id: string; title: string }> {
  return Object.fromEntries(Object.entries(titles).map(([id, title]) => [id, { id, title }])) as Record<
    K,
    { id: string; title: string }
  >;
}

/** "On this page": links to each section of a long policy. */
export function OnThisPage({ sections }: { sections: Record<string, { id: string; title: string }> }) {
  return (
    <nav aria-label="On this page" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <p className="font-semibold text-slate-900">On this page</p>
      <ol className="mt-3 list-decimal gap-x-10 pl-5 text-sm sm:columns-2">
        {Object.values(sections).map((section) => (
          <li key={section.id} className="mb-1.5 break-inside-avoid">
            <a className="text-brand-700 underline hover:text-brand-900" href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
