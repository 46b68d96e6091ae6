import type { OfferVerdict } from '@cardgenius/core/catalogue';
import { formatDollars, formatNumber } from '../../lib/format';
import { type ChartPeriod, offerChart } from './offer-chart';

export interface OfferHistoryView {
  periods: Array<ChartPeriod & { requiredSpend: number | null; note: string | null }>;
  summary: {
    highest: { points: number; startsOn: string } | null;
    usual: number | null;
    current: number;
    verdict: OfferVerdict | null;
  };
  sources: Array<{ url: string; asOf: string }>;
  today: string;
}

const monthYear = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDate = (iso: string) => monthYear.format(new Date(`${iso}T00:00:00Z`));

export const VERDICT_LABELS: Record<OfferVerdict, { label: string; tone: string }> = {
  highest: { label: 'Highest we have seen', tone: 'bg-emerald-100 text-emerald-900' },
  'higher-than-usual': { label: 'Higher than usual', tone: 'bg-emerald-50 text-emerald-900' },
  usual: { label: 'About usual', tone: 'bg-slate-100 text-slate-800' },
  'lower-than-usual': { label: 'Lower than usual', tone: 'bg-amber-100 text-amber-900' },
};

export function VerdictBadge({ verdict }: { verdict: OfferVerdict }) {
  const { label, tone } = VERDICT_LABELS[verdict];
  return <span className={`inline-block rounded-full px-3 py-1 font-semibold text-sm ${tone}`}>{label}</span>;
}

/** The welcome offer over time: a step chart drawn on the server, the figures in a table beside it. */
export function OfferHistory({
  history,
  pointsLabel,
  cashBack,
}: {
  history: OfferHistoryView;
  pointsLabel: string;
  cashBack: boolean;
}) {
  const { periods, summary } = history;
  const amount = (points: number) =>
    cashBack ? formatDollars(points / 100) : `${formatNumber(points)} ${pointsLabel}`;
  const axisAmount = (points: number) =>
    cashBack ? formatDollars(points / 100) : points >= 1000 ? `${formatNumber(points / 1000)}k` : formatNumber(points);
  const description =
    `Welcome offer from ${shortDate(periods[0]?.startsOn ?? history.today)} to today: ` +
    `highest ${summary.highest ? amount(summary.highest.points) : 'unknown'}, ` +
    `${summary.usual === null ? '' : `usual ${amount(summary.usual)}, `}today ${amount(summary.current)}.`;
  const stats = [
    { label: 'Today', value: summary.current > 0 ? amount(summary.current) : 'No welcome offer' },
    ...(summary.usual === null ? [] : [{ label: 'Usual over the last three years', value: amount(summary.usual) }]),
    ...(summary.highest
      ? [
          {
            label: `Highest we have seen (from ${shortDate(summary.highest.startsOn)})`,
            value: amount(summary.highest.points),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="offer-history-heading" className="mt-10">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="offer-history-heading" className="font-bold text-2xl">
          Welcome offer over time
        </h2>
        {summary.verdict ? <VerdictBadge verdict={summary.verdict} /> : null}
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-slate-600 text-sm">{stat.label}</dt>
            <dd className="font-bold text-lg">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <figure className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {/* Two drawings of one chart, so its labels stay legible on a phone and on a desktop. */}
        <OfferChartSvg
          chart={offerChart(periods, summary.current, history.today, { width: 340, height: 200, yearLabels: 4 })}
          axisAmount={axisAmount}
          description={description}
          className="sm:hidden"
        />
        <OfferChartSvg
          chart={offerChart(periods, summary.current, history.today, { width: 720, height: 240, yearLabels: 8 })}
          axisAmount={axisAmount}
          description={description}
          className="mx-auto hidden max-w-3xl sm:block"
        />
        <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-xs">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand-600 align-middle" />
            Past offers
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-amber-500 align-middle" />
            Today’s offer
          </span>
          <span>
            Past offers from{' '}
            {history.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 ? ', ' : ''}
                <a className="underline" href={source.url} rel="noopener noreferrer">
                  {new URL(source.url).hostname.replace(/^www\./, '')}
                </a>{' '}
                (read {source.asOf})
              </span>
            ))}
            ; gaps are periods we have no record of.
          </span>
        </figcaption>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Every offer we have on record</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  From
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  To
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Offer
                </th>
                <th scope="col" className="py-1 font-medium">
                  Spend required
                </th>
              </tr>
            </thead>
            <tbody>
              {[...periods].reverse().map((period) => (
                <tr key={period.startsOn} className="border-slate-100 border-t align-top">
                  <td className="py-1 pr-3">{period.startsOn}</td>
                  <td className="py-1 pr-3">{period.endsOn}</td>
                  <td className="py-1 pr-3">
                    {period.points > 0 ? amount(period.points) : 'None'}
                    {period.note ? <span className="block text-slate-600 text-xs">{period.note}</span> : null}
                  </td>
                  <td className="py-1">{period.requiredSpend === null ? '—' : formatDollars(period.requiredSpend)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function OfferChartSvg({
  chart,
  axisAmount,
  description,
  className,
}: {
  chart: ReturnType<typeof offerChart>;
  axisAmount: (points: number) => string;
  description: string;
  className: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className={`h-auto w-full ${className}`}
      role="img"
      aria-label={description}
    >
      {chart.valueTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={chart.plot.left}
            x2={chart.plot.right}
            y1={tick.y}
            y2={tick.y}
            className="stroke-slate-200"
            strokeWidth={1}
          />
          <text x={chart.plot.left - 6} y={tick.y + 4} textAnchor="end" className="fill-slate-600 text-[12px]">
            {axisAmount(tick.value)}
          </text>
        </g>
      ))}
      {chart.yearTicks.map((tick) => (
        <text
          key={tick.label}
          x={tick.x}
          y={chart.height - 8}
          textAnchor="middle"
          className="fill-slate-600 text-[12px]"
        >
          {tick.label}
        </text>
      ))}
      {chart.paths.map((path) => (
        <path key={path} d={path} fill="none" className="stroke-brand-600" strokeWidth={2.5} />
      ))}
      <circle cx={chart.today.x} cy={chart.today.y} r={5} className="fill-amber-500 stroke-white" strokeWidth={2} />
    </svg>
  );
}
