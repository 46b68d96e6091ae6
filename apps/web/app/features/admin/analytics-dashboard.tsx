import {
  DASHBOARD_BREAKDOWNS,
  DASHBOARD_SERIES,
  restLabel,
  SATISFACTION_SCORE_LABEL,
} from '@cardgenius/core/analytics';
import type { AnalyticsDashboard } from '@cardgenius/core/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { COMPACT_PRIMARY_BUTTON_CLASS, LIGHT_INPUT_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { csvHref, TOP_CHOICES } from './analytics-query';
import { DailyBarChart } from './daily-bar-chart';

const formatCount = (value: number) => value.toLocaleString('en-CA');
const formatScore = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** What went wrong with the range asked for: the API's message and the field it names. */
export interface RangeProblem {
  message: string;
  fields: Record<string, string>;
}

/** The range form: a plain GET, so a range is an address staff can bookmark and share. */
export function RangeForm({
  values,
  problem,
}: {
  values: { from: string; to: string; top: string };
  problem: RangeProblem | null;
}) {
  const fieldProblem = (name: string) => problem?.fields[name] ?? problem?.fields[`query.${name}`];
  const field = (name: 'from' | 'to', label: string) => {
    const error = fieldProblem(name);
    return (
      <div>
        <label htmlFor={`range-${name}`} className="font-medium text-slate-800 text-sm">
          {label}
        </label>
        <input
          id={`range-${name}`}
          type="date"
          name={name}
          defaultValue={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `range-${name}-error` : undefined}
          className={LIGHT_INPUT_CLASS}
        />
        {error ? (
          <p id={`range-${name}-error`} className="mt-1 text-red-800 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const topError = fieldProblem('top');
  return (
    <Form method="get" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {problem ? (
        <p role="alert" className="mb-3 font-medium text-red-800">
          {problem.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        {field('from', 'From (Toronto day)')}
        {field('to', 'To, included')}
        <div>
          <label htmlFor="range-top" className="font-medium text-slate-800 text-sm">
            Rows in each breakdown
          </label>
          <select
            id="range-top"
            name="top"
            defaultValue={values.top}
            aria-invalid={topError ? true : undefined}
            className={LIGHT_INPUT_CLASS}
          >
            {TOP_CHOICES.map((choice) => (
              <option key={choice} value={String(choice)}>
                Top {choice}
              </option>
            ))}
          </select>
          {topError ? <p className="mt-1 text-red-800 text-sm">{topError}</p> : null}
        </div>
        {/* Level with the fields whatever message sits under one: below their labels, as tall as they are. */}
        <button type="submit" className={`${COMPACT_PRIMARY_BUTTON_CLASS} sm:mt-6 sm:h-[2.625rem]`}>
          Show
        </button>
      </div>
    </Form>
  );
}

function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={`${TEXT_LINK_CLASS} text-sm`}>
      Download {what} as CSV
    </a>
  );
}

/** A wide table scrolls inside its own box on a phone, never the page; a long one scrolls down in it too. */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HorizontalScroll
      label={label}
      className="mt-3 max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-white"
    >
      {children}
    </HorizontalScroll>
  );
}

const TH = 'sticky top-0 bg-slate-100 px-3 py-2 text-left font-semibold text-slate-800';
const TD = 'px-3 py-1.5 text-slate-800';
const NUMBER = 'text-right tabular-nums';

function Totals({ dashboard }: { dashboard: AnalyticsDashboard }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {DASHBOARD_SERIES.map((series) => (
        <div key={series.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-slate-700 text-sm">{series.label}</dt>
          <dd className="mt-1 font-bold text-2xl text-slate-900 tabular-nums">
            {formatCount(dashboard.totals[series.key])}
          </dd>
        </div>
      ))}
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-slate-700 text-sm">{SATISFACTION_SCORE_LABEL}</dt>
        <dd className="mt-1 font-bold text-2xl text-slate-900 tabular-nums">
          {formatScore(dashboard.totals.satisfactionScore)}
        </dd>
      </div>
    </dl>
  );
}

function DailyTable({ dashboard }: { dashboard: AnalyticsDashboard }) {
  return (
    <TableBox label="Every day’s counts">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Counts per day, {dashboard.range.from} to {dashboard.range.to}, and their totals
        </caption>
        <thead>
          <tr>
            <th scope="col" className={TH}>
              Date
            </th>
            {DASHBOARD_SERIES.map((series) => (
              <th key={series.key} scope="col" className={`${TH} ${NUMBER}`}>
                {series.label}
              </th>
            ))}
            <th scope="col" className={`${TH} ${NUMBER}`}>
              {SATISFACTION_SCORE_LABEL}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {dashboard.days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${TD} whitespace-nowrap text-left font-medium`}>
                {day.date}
              </th>
              {DASHBOARD_SERIES.map((series) => (
                <td key={series.key} className={`${TD} ${NUMBER}`}>
                  {formatCount(day[series.key])}
                </td>
              ))}
              <td className={`${TD} ${NUMBER}`}>{formatScore(day.satisfactionScore)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-slate-300 border-t-2 font-semibold">
            <th scope="row" className={`${TD} text-left`}>
              Total
            </th>
            {DASHBOARD_SERIES.map((series) => (
              <td key={series.key} className={`${TD} ${NUMBER}`}>
                {formatCount(dashboard.totals[series.key])}
              </td>
            ))}
            <td className={`${TD} ${NUMBER}`}>{formatScore(dashboard.totals.satisfactionScore)}</td>
          </tr>
        </tfoot>
      </table>
    </TableBox>
  );
}

function BreakdownTable({
  dashboard,
  breakdown,
}: {
  dashboard: AnalyticsDashboard;
  breakdown: (typeof DASHBOARD_BREAKDOWNS)[number];
}) {
  const rows = dashboard[breakdown.field];
  return (
    <TableBox label={breakdown.title}>
      <table className="w-full text-sm">
        <caption className="sr-only">{breakdown.title}, the largest first</caption>
        <thead>
          <tr>
            <th scope="col" className={TH}>
              {breakdown.rowName}
            </th>
            <th scope="col" className={`${TH} ${NUMBER}`}>
              Apply clicks
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.top.length === 0 ? (
            <tr>
              <td colSpan={2} className={`${TD} text-slate-700`}>
                No apply clicks on these days.
              </td>
            </tr>
          ) : null}
          {rows.top.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                {row.label}
              </th>
              <td className={`${TD} ${NUMBER}`}>{formatCount(row.count)}</td>
            </tr>
          ))}
          {rows.restRows > 0 ? (
            <tr>
              <th scope="row" className={`${TD} text-left font-normal text-slate-700 italic`}>
                {restLabel(rows, breakdown.rowName)}
              </th>
              <td className={`${TD} ${NUMBER}`}>{formatCount(rows.rest)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr className="border-slate-300 border-t-2 font-semibold">
            <th scope="row" className={`${TD} text-left`}>
              Total
            </th>
            <td className={`${TD} ${NUMBER}`}>{formatCount(dashboard.totals.applyClicks)}</td>
          </tr>
        </tfoot>
      </table>
    </TableBox>
  );
}

/** The dashboard below the form: totals, a chart per count, the daily table and the breakdowns. */
export function AnalyticsDashboardView({ dashboard, top }: { dashboard: AnalyticsDashboard; top: number }) {
  const query = { from: dashboard.range.from, to: dashboard.range.to, top };
  return (
    <>
      <p className="mt-6 text-slate-700">
        {dashboard.range.days === 1 ? 'One day' : `${formatCount(dashboard.range.days)} days`}, {dashboard.range.from}{' '}
        to {dashboard.range.to}, counted in Toronto time.
      </p>
      <Totals dashboard={dashboard} />

      <h2 className="mt-8 font-bold text-slate-900 text-xl">Per day</h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {DASHBOARD_SERIES.map((series) => (
          <DailyBarChart
            key={series.key}
            title={series.label}
            what={series.label.toLowerCase()}
            days={dashboard.days.map((day) => ({ date: day.date, value: day[series.key] }))}
          />
        ))}
      </div>

      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-bold text-slate-900 text-xl">Every day</h2>
        <CsvLink href={csvHref('daily', query)} what="the daily table" />
      </div>
      <DailyTable dashboard={dashboard} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {DASHBOARD_BREAKDOWNS.map((breakdown) => (
          <div key={breakdown.table} className="min-w-0">
            <h2 className="font-bold text-lg text-slate-900">{breakdown.title}</h2>
            <p className="mt-1">
              <CsvLink href={csvHref(breakdown.table, query)} what={breakdown.title.toLowerCase()} />
            </p>
            <BreakdownTable dashboard={dashboard} breakdown={breakdown} />
          </div>
        ))}
      </div>
    </>
  );
}
