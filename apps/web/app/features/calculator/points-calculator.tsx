import {
  CALCULATOR_PARAMS,
  type CalculatorQuery,
  centsPerPoint,
  chosenRedemption,
  parseAmountText,
  valueProgram,
} from '@cardgenius/core/calculator';
import type { RewardProgram } from '@cardgenius/core/catalogue';
import { RATING_CONFIG } from '@cardgenius/core/rating';
import { useEffect, useId, useRef, useState } from 'react';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { useEarlyInput } from '../../lib/early-input';
import { formatFee, formatNumber } from '../../lib/format';

export type CalculatorProgram = RewardProgram & { cardCount: number };

/** Shown when the page opens without amounts, so it starts with a worked example. */
export const EXAMPLE_POINTS = 50_000;
export const EXAMPLE_DOLLARS = 500;
/** The URL follows the form once typing pauses. */
const URL_DELAY_MS = 400;

const KIND_GROUPS: { kind: RewardProgram['kind']; label: string }[] = [
  { kind: 'bank-points', label: 'Bank and card programs' },
  { kind: 'airline', label: 'Airline programs' },
  { kind: 'hotel', label: 'Hotel programs' },
  { kind: 'retail', label: 'Store programs' },
];

/** Notes cite the two public snapshots our figures are checked against by short names. */
const SOURCE_NAMES = /\b(ccg|pot)\b/;

const cents = (dollarsPerPoint: number) => `${centsPerPoint(dollarsPerPoint)}¢`;

interface ValueRow {
  key: string;
  name: string;
  detail: string | null;
  dollarsPerPoint: number;
  value: number | null;
  pointsNeeded: number | null;
}

/**
 * Values per point, for the points entered and the points a reward takes. The detail goes on its own
 * full-width line so that the figures keep their room on a phone.
 */
function ValueTable({
  caption,
  nameHeading,
  rows,
  points,
  dollars,
}: {
  caption: string;
  nameHeading: string;
  rows: ValueRow[];
  points: number | null;
  dollars: number | null;
}) {
  const figure = 'px-2 py-2 text-right whitespace-nowrap';
  const heading = 'px-2 py-2 text-right font-semibold';
  return (
    <HorizontalScroll label={caption} className="mt-3 rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {nameHeading}
            </th>
            <th scope="col" className={heading}>
              Per point
            </th>
            {points === null ? null : (
              <th scope="col" className={heading}>
                {formatNumber(points)} pts
              </th>
            )}
            {dollars === null ? null : (
              <th scope="col" className={heading}>
                Pts for {formatFee(dollars)}
              </th>
            )}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.key} className="border-slate-200 border-t">
            <tr className="align-top">
              <th scope="row" className="px-3 pt-2 pb-1 font-medium">
                {row.name}
              </th>
              <td className={`${figure} pb-1`}>{cents(row.dollarsPerPoint)}</td>
              {row.value === null ? null : <td className={`${figure} pb-1 font-semibold`}>{formatFee(row.value)}</td>}
              {dollars === null ? null : (
                <td className={`${row.pointsNeeded === null ? 'px-2 py-2 text-right' : figure} pb-1`}>
                  {row.pointsNeeded === null ? 'Not possible' : formatNumber(row.pointsNeeded)}
                </td>
              )}
            </tr>
            {row.detail ? (
              <tr>
                <td colSpan={4} className="px-3 pb-2 text-slate-600">
                  {row.detail}
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </HorizontalScroll>
  );
}

export interface CalculatorValues {
  program: string;
  points: string;
  dollars: string;
  redemption: string | null;
}

/** The form's starting values: what the URL asks for, else the example (most widely held program). */
export function initialCalculatorValues(query: CalculatorQuery, programs: CalculatorProgram[]): CalculatorValues {
  const known = programs.find((program) => program.slug === query.program);
  const widest = [...programs].sort((a, b) => b.cardCount - a.cardCount)[0];
  const untouched = query.program === null && query.points === null && query.dollars === null;
  return {
    program: known?.slug ?? widest?.slug ?? '',
    points: query.points !== null ? String(query.points) : untouched || !known ? String(EXAMPLE_POINTS) : '',
    dollars: query.dollars !== null ? String(query.dollars) : String(EXAMPLE_DOLLARS),
    redemption: query.redemption,
  };
}

/** The query string for the values (only what parses), for sharing a result. */
export function calculatorSearch(values: CalculatorValues, redemptionKey: string | null): string {
  const search = new URLSearchParams();
  search.set(CALCULATOR_PARAMS.program, values.program);
  const points = parseAmountText(values.points);
  if (points !== null) search.set(CALCULATOR_PARAMS.points, String(Math.round(points)));
  const dollars = parseAmountText(values.dollars);
  if (dollars !== null) search.set(CALCULATOR_PARAMS.dollars, String(Math.round(dollars * 100) / 100));
  if (redemptionKey) search.set(CALCULATOR_PARAMS.redemption, redemptionKey);
  return search.toString();
}

/**
 * Points of a program in dollars for every redemption type and every rating mode, and the points a
 * dollar reward takes. A plain GET form: without JavaScript the server renders the result of the
 * submitted URL; with it, results follow the typing and `onSearchChange` keeps the URL shareable.
 */
export function PointsCalculator({
  programs,
  initial,
  action,
  onSearchChange,
}: {
  programs: CalculatorProgram[];
  initial: CalculatorValues;
  action: string;
  onSearchChange: (search: string) => void;
}) {
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const id = useId();
  const program = programs.find((entry) => entry.slug === values.program) ?? programs[0];
  const pointsValue = parseAmountText(values.points);
  const dollarsValue = parseAmountText(values.dollars);
  const points = pointsValue === null ? null : Math.round(pointsValue);
  const dollars = dollarsValue === null ? null : Math.round(dollarsValue * 100) / 100;
  const valuation = program ? valueProgram(program, { points, dollars }) : null;
  const redemption = valuation ? chosenRedemption(valuation.redemptions, values.redemption) : null;
  const search = calculatorSearch(values, redemption?.key ?? null);

  useEffect(() => {
    const timer = setTimeout(() => onSearchChange(search), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, onSearchChange]);

  if (!program || !valuation) return <p className="mt-8 text-slate-700">No points program is listed right now.</p>;
  const set = (patch: Partial<CalculatorValues>) => setValues((current) => ({ ...current, ...patch }));
  const pointsError = values.points.trim() !== '' && pointsValue === null;
  const dollarsError = values.dollars.trim() !== '' && dollarsValue === null;
  const citesSnapshots = program.redemptions.some((entry) => entry.note && SOURCE_NAMES.test(entry.note));

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form
        ref={formRef}
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onSearchChange(search);
        }}
        className="space-y-5 self-start rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div>
          <label htmlFor={`${id}-program`} className="block font-semibold">
            Reward program
          </label>
          <select
            id={`${id}-program`}
            name={CALCULATOR_PARAMS.program}
            value={program.slug}
            onChange={(event) => set({ program: event.currentTarget.value, redemption: null })}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {KIND_GROUPS.map((group) => {
              const inGroup = programs.filter((entry) => entry.kind === group.kind);
              return inGroup.length === 0 ? null : (
                <optgroup key={group.kind} label={group.label}>
                  {inGroup.map((entry) => (
                    <option key={entry.slug} value={entry.slug}>
                      {entry.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-points`} className="block font-semibold">
            Points
          </label>
          <input
            id={`${id}-points`}
            name={CALCULATOR_PARAMS.points}
            inputMode="numeric"
            autoComplete="off"
            value={values.points}
            onChange={(event) => set({ points: event.currentTarget.value })}
            aria-invalid={pointsError}
            aria-describedby={pointsError ? `${id}-points-error` : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
          {pointsError ? (
            <p id={`${id}-points-error`} className="mt-1 text-red-700 text-sm">
              Enter a number of points, for example 50000.
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-redemption`} className="block font-semibold">
            Redeemed for
          </label>
          <select
            id={`${id}-redemption`}
            name={CALCULATOR_PARAMS.redemption}
            value={redemption?.key ?? ''}
            onChange={(event) => set({ redemption: event.currentTarget.value })}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {valuation.redemptions.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.type} ({cents(entry.dollarsPerPoint)} a point)
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-dollars`} className="block font-semibold">
            A reward worth, in dollars
          </label>
          <p id={`${id}-dollars-hint`} className="text-slate-600 text-sm">
            For the points you would need.
          </p>
          <input
            id={`${id}-dollars`}
            name={CALCULATOR_PARAMS.dollars}
            inputMode="decimal"
            autoComplete="off"
            value={values.dollars}
            onChange={(event) => set({ dollars: event.currentTarget.value })}
            aria-invalid={dollarsError}
            aria-describedby={`${id}-dollars-hint${dollarsError ? ` ${id}-dollars-error` : ''}`}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
          {dollarsError ? (
            <p id={`${id}-dollars-error`} className="mt-1 text-red-700 text-sm">
              Enter an amount in dollars, for example 500.
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Calculate
        </button>
      </form>

      <div className="min-w-0 space-y-8">
        <section aria-labelledby={`${id}-result`} className="rounded-lg bg-brand-900 p-6 text-white">
          <h2 id={`${id}-result`} className="font-semibold text-brand-100">
            {points === null ? program.name : `${formatNumber(points)} ${program.name} points`}
          </h2>
          {points !== null && redemption ? (
            <>
              <p className="mt-1 font-extrabold text-4xl" data-testid="calculator-value">
                {formatFee(redemption.value ?? 0)}
              </p>
              <p className="mt-2 text-brand-100">
                {redemption.type}, at {cents(redemption.dollarsPerPoint)} a point.
              </p>
            </>
          ) : (
            <p className="mt-2 text-brand-100">Enter a number of points to see what they are worth.</p>
          )}
          {dollars !== null && redemption?.pointsNeeded != null ? (
            <p className="mt-4 border-brand-600 border-t pt-4">
              A {formatFee(dollars)} reward takes{' '}
              <strong className="font-bold">{formatNumber(redemption.pointsNeeded)} points</strong> this way.
            </p>
          ) : null}
        </section>

        <section aria-labelledby={`${id}-by-type`}>
          <h2 id={`${id}-by-type`} className="font-bold text-xl">
            Every way to redeem
          </h2>
          <ValueTable
            caption={`${program.name}: value of your points by redemption type`}
            nameHeading="Redemption"
            points={points}
            dollars={dollars}
            rows={valuation.redemptions.map((entry) => ({ ...entry, name: entry.type, detail: entry.note }))}
          />
        </section>

        <section aria-labelledby={`${id}-by-mode`}>
          <h2 id={`${id}-by-mode`} className="font-bold text-xl">
            The values our ratings use
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            Card ratings turn points into dollars with one of these values; you choose which on the compare page.
          </p>
          <ValueTable
            caption={`${program.name}: value of your points in each rating mode`}
            nameHeading="Mode"
            points={points}
            dollars={dollars}
            rows={valuation.modes.map((entry) => ({
              ...entry,
              key: entry.mode,
              name: RATING_CONFIG.pointValueModes[entry.mode].label,
              detail: RATING_CONFIG.pointValueModes[entry.mode].explanation,
            }))}
          />
        </section>

        <section aria-labelledby={`${id}-sources`} className="text-slate-700 text-sm">
          <h2 id={`${id}-sources`} className="font-bold text-base text-slate-900">
            Where these values come from
          </h2>
          <p className="mt-1">
            {program.name} figures as of {program.dataAsOf}, from{' '}
            <a className="text-brand-700 underline" href={program.sourceUrl} rel="noopener noreferrer">
              the program’s website
            </a>{' '}
            and the notes beside each redemption above. A point’s value depends on what you redeem it for, so treat
            these as typical figures, not a promise.
          </p>
          {citesSnapshots ? (
            <p className="mt-2">
              “ccg” and “pot” in the notes are the February 2026 public snapshots of creditcardgenius.ca and
              princeoftravel.com that we check our figures against.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
