import type { PressMention } from '@cardgenius/core/contract';
import { formatLongDate } from './content-dates';

/**
 * Publications that have written about the site (accounts spec §1), from the `pressMentions` setting;
 * nothing at all until there is one.
 */
export default function FeaturedInStrip({ entries }: { entries: readonly PressMention[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="featured-in-heading" className="border-slate-200 border-b bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6">
        <h2 id="featured-in-heading" className="font-semibold text-slate-600 text-sm uppercase tracking-wide">
          As featured in
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
          {entries.map((entry) => (
            <li key={entry.url}>
              <a className="font-semibold text-brand-700 underline" href={entry.url} rel="noopener noreferrer">
                {entry.name}
              </a>{' '}
              <time className="text-slate-600 text-sm" dateTime={entry.date}>
                {formatLongDate(entry.date)}
              </time>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
