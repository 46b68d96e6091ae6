import { Link } from 'react-router';
import { formatDollars, formatFee, formatRate, UNKNOWN } from '../../lib/format';
import { ApplyButton, ApplyOnPhoneLink } from '../apply/apply-button';
import { CardArt } from '../cards/card-art';
import type { CompareRow } from './compare-row';

/** One ranked card: rating, the figures that decide it, Apply, details and the compare checkbox. */
export function CardResult({
  card,
  position,
  chosen,
  canChoose,
  onToggleCompare,
}: {
  card: CompareRow;
  position: number;
  chosen: boolean;
  canChoose: boolean;
  onToggleCompare: () => void;
}) {
  const headingId = `result-${card.slug}`;
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
                #{position} · {card.issuerName} · {card.programName}
              </p>
              <h3 id={headingId} className="font-bold text-base leading-snug sm:text-lg">
                <Link to={`/credit-cards/${card.slug}`} className="hover:underline">
                  {card.displayName}
                </Link>
              </h3>
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
              context="Compare"
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
        <label className="ml-auto flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen}
            disabled={!chosen && !canChoose}
            onChange={onToggleCompare}
            className="h-4 w-4"
          />
          Compare<span className="sr-only"> the {card.displayName}</span>
        </label>
      </div>
    </article>
  );
}
