import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export interface CardAward {
  key: string;
  name: string;
  category: string;
}

/**
 * The awards a card won, each linking to its category's ranking, and what an award means: the card our
 * rating ranked first in that category for a typical profile when the year's awards were given.
 */
export function AwardBadges({ awards, className = '' }: { awards: CardAward[]; className?: string }) {
  if (awards.length === 0) return null;
  return (
    <section aria-label="Awards" className={className}>
      <ul className="flex flex-wrap gap-2">
        {awards.map((award) => (
          <li key={award.key}>
            <Link
              to={paths.bestCards(award.category)}
              className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 font-semibold text-amber-900 text-sm hover:bg-amber-100"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-amber-500">
                <path d="M5 2h10v2h3v3a4 4 0 0 1-4 4h-.3A4 4 0 0 1 11 13.9V16h3v2H6v-2h3v-2.1A4 4 0 0 1 6.3 11H6a4 4 0 0 1-4-4V4h3V2Zm0 4H4v1a2 2 0 0 0 1 1.7V6Zm10 0v2.7A2 2 0 0 0 16 7V6h-1Z" />
              </svg>
              {award.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-slate-600 text-xs">
        Our awards go to the card our rating ranks first in a category for a typical profile.
      </p>
    </section>
  );
}
