import type { NextCard } from '@cardgenius/core/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { formatDollars, formatFee } from '../../lib/format';
import { paths } from '../../lib/paths';
import { EstimatedMark, EstimatedNote } from './estimated';
import { cardNames, changeText, formatSignedDollars, type HeldCard, topChanges } from './wallet-text';

/** The ranking's words for a card whose issuer recommends a higher credit score band than the visitor's. */
const BELOW_CREDIT_SCORE = 'Likely needs a higher credit score than yours, by its issuer’s recommendation';

/**
 * The cards that would add most to the wallet, best first: what each adds every year and in its first
 * year, its fee, and why (the categories it takes over). With an empty wallet these are the best single
 * cards for the visitor's spending. Each card's name is a heading at `headingLevel`, linking to its page.
 */
export function NextCardsList({
  cards,
  held,
  headingLevel = 3,
  label = 'Cards to add next',
  applyLink,
}: {
  /** The analysis's `next`. */
  cards: readonly NextCard[];
  /** The analysis's `held`: names the cards a next card takes spending from. */
  held: readonly HeldCard[];
  headingLevel?: 2 | 3 | 4;
  label?: string;
  /** The page's Apply link for a card (the apply feature's, composed by the route); none: no link. */
  applyLink?: (card: NextCard['card']) => ReactNode;
}) {
  if (cards.length === 0) {
    return (
      <p className="text-slate-700 text-sm">No card in our catalogue would add to your wallet for this spending.</p>
    );
  }
  const names = cardNames(held);
  const Heading = `h${headingLevel}` as const;
  // To an empty wallet a card adds what it earns on its own.
  const verb = held.length > 0 ? 'Adds' : 'Earns';
  return (
    <>
      <ol aria-label={label} className="space-y-3">
        {cards.map((next) => {
          const changes = topChanges(next);
          return (
            <li
              key={next.card.slug}
              className="rounded-lg border border-slate-200 bg-white p-4 print:break-inside-avoid print:border-slate-400"
            >
              <Heading className="font-semibold text-base text-slate-900">
                <Link to={paths.creditCard(next.card.slug)} className={TEXT_LINK_CLASS}>
                  {next.card.displayName}
                </Link>
              </Heading>
              <p className="text-slate-600 text-xs">
                {next.card.issuerName} · rated {next.rating.toFixed(1)} out of 5 for you
              </p>
              <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
                <div>
                  <dt className="text-slate-600 text-xs">{verb} every year</dt>
                  <dd className="font-semibold">
                    {formatSignedDollars(next.ongoingValue)}
                    {next.estimated ? <EstimatedMark below /> : null}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600 text-xs">{verb} in its first year</dt>
                  <dd className="font-semibold">
                    {formatSignedDollars(next.firstYearValue)}
                    {next.estimated ? <EstimatedMark below /> : null}
                    {next.welcomeBonus > 0 ? (
                      <span className="block font-normal text-slate-600 text-xs">
                        with a {formatDollars(next.welcomeBonus)} welcome bonus
                      </span>
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600 text-xs">Annual fee</dt>
                  <dd className="font-semibold">
                    {formatFee(next.annualFee)}
                    {next.firstYearFee !== next.annualFee ? (
                      <span className="block font-normal text-slate-600 text-xs">
                        {formatFee(next.firstYearFee)} the first year
                      </span>
                    ) : null}
                  </dd>
                </div>
              </dl>
              {changes.length > 0 || Math.abs(next.bonusGain) >= 0.5 ? (
                <ul className="mt-3 list-disc space-y-0.5 pl-5 text-slate-700 text-sm">
                  {changes.map((change) => (
                    <li key={change.category}>{changeText(change, names)}</li>
                  ))}
                  {Math.abs(next.bonusGain) >= 0.5 ? (
                    <li>Recurring bonuses: {formatSignedDollars(next.bonusGain)} a year</li>
                  ) : null}
                </ul>
              ) : null}
              {applyLink && !next.card.temporarilyUnavailable ? (
                <div className="mt-3 print:hidden">{applyLink(next.card)}</div>
              ) : null}
              {next.creditFit === 'below' ? (
                <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm print:border print:border-slate-400 print:bg-white">
                  <strong className="font-semibold">{BELOW_CREDIT_SCORE}.</strong>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {cards.some((next) => next.estimated) ? <EstimatedNote what="an earn rate or a fee" /> : null}
    </>
  );
}
