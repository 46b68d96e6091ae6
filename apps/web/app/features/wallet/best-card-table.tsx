import type { WalletPlan } from '@cardgenius/core/contract';
import { formatDollars, formatFee, UNKNOWN } from '../../lib/format';
import { spendCategoryLabel } from '../../lib/spend-category-labels';
import { EstimatedMark, EstimatedNote } from './estimated';
import {
  bonusRewards,
  type CardNames,
  type CategoryPlan,
  cardNames,
  formatReturn,
  type HeldCard,
  listInWords,
  monthly,
  type PlanPart,
  spentCategories,
  splitText,
  unpublishedFees,
} from './wallet-text';

/**
 * The best card for each category of the visitor's spending, with the totals: what the wallet earns a
 * year, its known fees and the net. `full` (the report) also shows each category's monthly spending and
 * how a cap splits it; `compact` (panels) keeps the card, its return and the rewards. Below its
 * container's width for a table it is a stacked list, so it never overflows a phone or a narrow panel.
 */
export function BestCardTable({
  plan,
  held,
  variant = 'full',
  caption = 'The best card for each category of your spending',
}: {
  plan: WalletPlan;
  /** The held cards (the analysis's `held`): their names, and whether their fees are published. */
  held: readonly HeldCard[];
  variant?: 'full' | 'compact';
  caption?: string;
}) {
  const names = cardNames(held);
  const rows = spentCategories(plan);
  const full = variant === 'full';
  const parts = rows.flatMap((row) => row.parts);
  return (
    <div className="@container">
      <div className={full ? 'hidden @xl:block' : 'hidden @lg:block'}>
        <table className="w-full text-left text-sm print:break-inside-avoid">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Category
              </th>
              {full ? (
                <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-semibold">
                  A month
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold">
                Card to use
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Return
              </th>
              <th scope="col" className="whitespace-nowrap py-2 pl-3 text-right font-semibold">
                Rewards a year
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category} className="border-slate-100 border-t align-top print:break-inside-avoid">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {spendCategoryLabel(row.category)}
                </th>
                {full ? <td className="px-3 py-2 text-right">{formatDollars(monthly(row.annualSpend))}</td> : null}
                <td className="px-3 py-2">
                  <PartLines row={row} names={names} show="card" />
                  {full ? <SplitNote row={row} names={names} /> : null}
                </td>
                <td className="px-3 py-2">
                  <PartLines row={row} names={names} show="return" />
                </td>
                <td className="py-2 pl-3 text-right">{formatDollars(row.rewards)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {totalLines(plan).map((line, index) => (
              <tr
                key={line.label}
                className={`${index === 0 ? 'border-slate-300 border-t' : ''} ${line.strong ? 'font-semibold' : ''}`.trim()}
              >
                <th
                  scope="row"
                  colSpan={full ? 4 : 3}
                  className={`py-1.5 pr-3 text-right ${line.strong ? 'font-semibold' : 'font-medium'}`}
                >
                  {line.label}
                </th>
                <td className="py-1.5 pl-3 text-right">{line.value}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <div className={full ? '@xl:hidden' : '@lg:hidden'}>
        <ul aria-label={caption} className="divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row.category} className="py-2 print:break-inside-avoid">
              <p className="flex justify-between gap-3 font-medium text-slate-900">
                <span>{spendCategoryLabel(row.category)}</span>
                <span>{formatDollars(row.rewards)} a year</span>
              </p>
              {full ? (
                <p className="text-slate-600 text-xs">{formatDollars(monthly(row.annualSpend))} a month</p>
              ) : null}
              <PartLines row={row} names={names} show="both" />
              {full ? <SplitNote row={row} names={names} /> : null}
            </li>
          ))}
        </ul>
        <dl className="mt-1 border-slate-300 border-t pt-1 text-sm">
          {totalLines(plan).map((line) => (
            <div key={line.label} className={`flex justify-between gap-3 py-0.5 ${line.strong ? 'font-semibold' : ''}`}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <PlanNotes plan={plan} held={held} parts={parts} />
    </div>
  );
}

/** A category's cards or returns, one line per part (one part unless a cap splits the spending). */
function PartLines({ row, names, show }: { row: CategoryPlan; names: CardNames; show: 'card' | 'return' | 'both' }) {
  return (
    <ul className="space-y-0.5">
      {row.parts.map((part, index) => (
        <li key={`${part.card}-${part.basis}-${part.tier}`}>
          {show !== 'return' ? (
            <>
              {index > 0 ? 'then ' : ''}
              {names.get(part.card) ?? part.card}
              {show === 'both' ? ', ' : ''}
            </>
          ) : null}
          {show !== 'card' ? <PartReturn part={part} /> : null}
        </li>
      ))}
    </ul>
  );
}

function PartReturn({ part }: { part: PlanPart }) {
  const text = formatReturn(part);
  return (
    <>
      {text ?? `${UNKNOWN}, not counted`}
      {part.estimated ? <EstimatedMark /> : null}
    </>
  );
}

function SplitNote({ row, names }: { row: CategoryPlan; names: CardNames }) {
  const text = splitText(row, names);
  return text ? <p className="mt-1 text-slate-600 text-xs">{text}</p> : null;
}

/** The totals under the categories: bonuses when there are some, rewards, known fees and the net. */
function totalLines(plan: WalletPlan): { label: string; value: string; strong?: boolean }[] {
  const bonuses = bonusRewards(plan);
  return [
    ...(bonuses > 0
      ? [{ label: 'Recurring bonuses (birthday, anniversary, spending thresholds)', value: formatDollars(bonuses) }]
      : []),
    { label: 'Rewards a year', value: formatDollars(plan.annualRewards), strong: true },
    { label: 'Annual fees', value: `−${formatFee(plan.annualFees)}` },
    { label: 'Net a year', value: formatDollars(plan.netAnnualRewards), strong: true },
  ];
}

/** What the figures rest on: estimated rates, unpublished rates and fees, a plan not proven best. */
function PlanNotes({ plan, held, parts }: { plan: WalletPlan; held: readonly HeldCard[]; parts: PlanPart[] }) {
  const fees = unpublishedFees(plan, held);
  const names = (cards: readonly HeldCard[]) => listInWords(cards.map((card) => card.displayName));
  return (
    <>
      {parts.some((part) => part.estimated) ? <EstimatedNote /> : null}
      {parts.some((part) => part.basis === 'unknown') ? (
        <p className="mt-2 text-slate-600 text-xs">
          {UNKNOWN}: the issuer publishes no rate for this spending that we know of and there is none to estimate it
          from, so it earns nothing here.
        </p>
      ) : null}
      {fees.estimated.length > 0 ? (
        <p className="mt-2 text-slate-600 text-xs">
          The annual fee of {names(fees.estimated)} is not published that we know of: the fees count an estimate from
          similar cards.
        </p>
      ) : null}
      {fees.notCounted.length > 0 ? (
        <p className="mt-2 text-slate-600 text-xs">
          The annual fee of {names(fees.notCounted)} is not published that we know of and is not counted.
        </p>
      ) : null}
      {plan.exact ? null : (
        <p className="mt-2 text-slate-600 text-xs">
          This is the best plan found in the time allowed; one that earns slightly more may exist.
        </p>
      )}
    </>
  );
}
