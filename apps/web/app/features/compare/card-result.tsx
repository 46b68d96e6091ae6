import type { CreditScoreBand } from '@cardgenius/core/filters';
import { type CreditFit, creditFitNote } from '@cardgenius/core/rating';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardArt } from '../../components/ui/card-art';
import { EstimatedRatingLine } from '../../components/ui/estimated-rating';
import { formatDollars, formatFee, formatRate, UNKNOWN } from '../../lib/format';
import type { ApplyControls } from './apply-controls';
import type { CompareRow } from './compare-row';

/**
 * The card's recommended credit score against the visitor's: a card that likely needs a higher score is
 * flagged; a card whose issuer publishes no band says so rather than seeming to fit.
 */
function CreditFitNote({ fit, recommended }: { fit: CreditFit; recommended: CreditScoreBand | null }) {
  const { lead, detail } = creditFitNote(fit, recommended);
  if (fit === 'below') {
    return (
      <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm">
        <strong className="font-semibold">{lead}</strong>: {detail}
      </p>
    );
  }
  return (
    <p className={`mt-2 text-xs ${fit === 'meets' ? 'text-emerald-800' : 'text-slate-600'}`}>
      {lead ? `${lead}: ${detail}` : detail}
    </p>
  );
}

/** Choosing the card for the side-by-side comparison (the compare page's results only). */
export interface CompareChoice {
  chosen: boolean;
  canChoose: boolean;
  onToggle: () => void;
}

/**
 * One ranked card: rating, the figures that decide it, Apply, details and, on the compare page, the
 * compare checkbox. Elsewhere (an article's card boxes) it stands alone: no place in a ranking, no
 * checkbox, its heading at the level of the page around it, its Apply clicks tagged with that page.
 */
export function CardResult({
  card,
  position,
  compare,
  apply,
  context = 'Compare',
  headingLevel = 3,
  headingId = `result-${card.slug}`,
  wallet,
}: {
  card: CompareRow;
  position?: number;
  compare?: CompareChoice;
  apply: ApplyControls;
  /** Where the Apply click came from (the go-link's context). */
  context?: string;
  headingLevel?: 2 | 3;
  /** Unique on the page: a card shown twice needs two. */
  headingId?: string;
  /** The visitor's wallet on this card, where the page has one: what it would add, and "I have this card". */
  wallet?: { note: ReactNode; action: ReactNode };
}) {
  const { Button: ApplyButton, PhoneLink: ApplyOnPhoneLink } = apply;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const figures: [string, string][] = [
    ['Net annual rewards', formatDollars(card.netAnnualRewards)],
    ['First-year value', formatDollars(card.firstYearValue)],
    ['Welcome bonus', card.welcomeBonus > 0 ? formatDollars(card.welcomeBonus) : 'None'],
    [
      'Annual fee',
      card.annualFee === null
        ? UNKNOWN
        : card.firstYearFee !== null && card.firstYearFee !== card.annualFee
          ? `${formatFee(card.annualFee)} (${formatFee(card.firstYearFee)} first year)`
          : formatFee(card.annualFee),
    ],
    ['Purchase rate', card.purchaseRate === null ? UNKNOWN : formatRate(card.purchaseRate)],
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        <CardArt
          name={card.displayName}
          network={card.network}
          colors={card.colors}
          className="hidden w-28 shrink-0 sm:block"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-slate-500 text-xs">
                {position === undefined ? '' : `#${position} · `}
                {card.issuerName} · {card.programName}
              </p>
              <Heading id={headingId} className="font-bold text-base leading-snug sm:text-lg">
                <Link to={`/credit-cards/${card.slug}`} className="hover:underline">
                  {card.displayName}
                </Link>
              </Heading>
            </div>
            <p className="shrink-0 rounded-lg bg-brand-50 px-2.5 py-1 text-center text-brand-900">
              <span className="block font-bold text-xl leading-none">{card.rating.toFixed(1)}</span>
              <span className="text-[11px]">out of 5</span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500 text-xs">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <EstimatedRatingLine parts={card.estimatedParts} />
          <CreditFitNote fit={card.creditFit} recommended={card.recommendedCreditScore} />
          {wallet?.note}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-slate-100 border-t pt-3">
        {card.temporarilyUnavailable ? (
          <span className="rounded-md bg-slate-100 px-3 py-2 font-semibold text-slate-600 text-sm">
            Temporarily unavailable
          </span>
        ) : (
          <>
            <ApplyButton
              card={card}
              context={context}
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
            >
              Apply<span className="sr-only"> for the {card.displayName}</span>
            </ApplyButton>
            <ApplyOnPhoneLink card={card} />
          </>
        )}
        <Link to={`/credit-cards/${card.slug}`} className="font-semibold text-brand-700 text-sm hover:underline">
          Details<span className="sr-only"> of the {card.displayName}</span>
        </Link>
        {wallet?.action}
        {compare ? (
          <label className="ml-auto flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={compare.chosen}
              disabled={!compare.chosen && !compare.canChoose}
              onChange={compare.onToggle}
              className="h-4 w-4"
            />
            Compare<span className="sr-only"> the {card.displayName}</span>
          </label>
        ) : null}
      </div>
    </article>
  );
}
