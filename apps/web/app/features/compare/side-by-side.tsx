import { SPEND_CATEGORIES } from '@cardgenius/core/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardArt } from '../../components/ui/card-art';
import { EstimatedRatingMark, EstimatedRatingsNote } from '../../components/ui/estimated-rating';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { formatDollars, formatFee, formatRate, UNKNOWN } from '../../lib/format';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';
import type { ApplyControls } from './apply-controls';
import type { ComparedCard } from './compared-card';

const money = (value: number | null) => (value === null ? UNKNOWN : formatFee(value));
const rate = (value: number | null) => (value === null ? UNKNOWN : formatRate(value));
const income = (value: number | null) => (value === null ? UNKNOWN : value === 0 ? 'None' : formatDollars(value));

/** Up to four cards in one table, rows of figures, the best figure of each row marked. */
export function SideBySide({ cards, apply }: { cards: ComparedCard[]; apply: ApplyControls }) {
  const { Button: ApplyButton } = apply;
  const rows: { label: string; cells: ReactNode[]; best?: number }[] = [
    {
      label: 'Rating',
      cells: cards.map((card) => (
        <>
          {card.rating.toFixed(1)} / 5
          <EstimatedRatingMark parts={card.estimatedParts} below />
        </>
      )),
      best: bestIndex(cards.map((card) => card.rating)),
    },
    {
      label: 'Net annual rewards',
      cells: cards.map((card) => formatDollars(card.netAnnualRewards)),
      best: bestIndex(cards.map((card) => card.netAnnualRewards)),
    },
    {
      label: 'First-year value',
      cells: cards.map((card) => formatDollars(card.firstYearValue)),
      best: bestIndex(cards.map((card) => card.firstYearValue)),
    },
    {
      label: 'Welcome bonus',
      cells: cards.map((card) => (card.welcomeBonus > 0 ? formatDollars(card.welcomeBonus) : 'None')),
    },
    { label: 'Annual fee', cells: cards.map((card) => money(card.annualFee)) },
    { label: 'First-year fee', cells: cards.map((card) => money(card.firstYearFee)) },
    { label: 'Purchase rate', cells: cards.map((card) => rate(card.purchaseRate)) },
    { label: 'Cash advance rate', cells: cards.map((card) => rate(card.cashAdvanceRate)) },
    { label: 'Foreign exchange fee', cells: cards.map((card) => rate(card.foreignExchangeFee)) },
    { label: 'Personal income required', cells: cards.map((card) => income(card.personalIncome)) },
    { label: 'Household income required', cells: cards.map((card) => income(card.householdIncome)) },
    {
      label: 'Recommended credit score',
      cells: cards.map((card) => card.creditScore ?? 'None published that we know of'),
    },
    ...SPEND_CATEGORIES.map((category) => ({
      label: `Rewards: ${SPEND_CATEGORY_LABELS[category]}`,
      cells: cards.map((card) => `${formatDollars(card.categoryDollars[category] ?? 0)} a year`),
      best: bestIndex(cards.map((card) => card.categoryDollars[category] ?? 0)),
    })),
    { label: 'Insurance coverages', cells: cards.map((card) => String(card.insuranceCount)) },
    {
      label: 'Perks',
      cells: cards.map((card) =>
        card.perks.length ? (
          <ul key={card.slug} className="list-disc space-y-0.5 pl-4 text-left">
            {card.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        ) : (
          'None listed'
        ),
      ),
    },
    {
      label: 'Figures as of',
      cells: cards.map((card) => (
        <a key={card.slug} href={card.sourceUrl} className="text-brand-700 underline" rel="noopener noreferrer">
          {card.dataAsOf}
        </a>
      )),
    },
  ];
  return (
    <>
      <HorizontalScroll label="Cards side by side">
        <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">The chosen cards side by side, for your profile</caption>
          <thead>
            <tr>
              <td className="w-36 sm:w-44" />
              {cards.map((card) => (
                <th key={card.slug} scope="col" className="p-2 align-top font-normal">
                  <CardArt
                    name={card.displayName}
                    network={card.network}
                    colors={card.colors}
                    className="mx-auto w-28"
                  />
                  <Link
                    to={`/credit-cards/${card.slug}`}
                    className="mt-2 block font-bold text-slate-900 hover:underline"
                  >
                    {card.displayName}
                  </Link>
                  <ApplyButton
                    card={card}
                    context="Side by side"
                    className="mt-2 inline-block rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white"
                  >
                    Apply<span className="sr-only"> for the {card.displayName}</span>
                  </ApplyButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-slate-100 border-t">
                <th scope="row" className="p-2 text-left font-medium text-slate-600">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={cards[index]?.slug}
                    className={`p-2 text-center ${row.best === index ? 'font-bold text-emerald-800' : ''}`}
                  >
                    {cell}
                    {row.best === index ? <span className="sr-only"> (best)</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
      <EstimatedRatingsNote cards={cards} />
    </>
  );
}

/** The index of the single highest value, or undefined when tied or fewer than two cards. */
function bestIndex(values: number[]): number | undefined {
  if (values.length < 2) return undefined;
  const max = Math.max(...values);
  const at = values.indexOf(max);
  return values.lastIndexOf(max) === at ? at : undefined;
}
