import type { WalletPlan } from '@cardgenius/core/contract';
import { useId } from 'react';
import { formatDollars } from '../../lib/format';
import {
  CHART_BAR_HEIGHT,
  CHART_BAR_TOP,
  CHART_LABEL_BASELINE,
  CHART_ROW_HEIGHT,
  type ChartKey,
  chartHeight,
  chartKeyLabel,
  walletChartData,
  walletChartSummary,
} from './wallet-chart-data';
import { cardNames, type HeldCard } from './wallet-text';

type Pattern =
  | 'solid'
  | 'diagonal'
  | 'dots'
  | 'horizontal'
  | 'vertical'
  | 'grid'
  | 'back-diagonal'
  | 'rings'
  | 'zigzag';

/**
 * Each category's fill: a colour and a pattern of its own, so the legend reads without colour too.
 * Full class names, written out, so Tailwind finds them.
 */
const FILLS: Record<ChartKey, { className: string; pattern: Pattern }> = {
  regular: { className: 'fill-slate-600', pattern: 'solid' },
  gas: { className: 'fill-amber-700', pattern: 'horizontal' },
  grocery: { className: 'fill-emerald-700', pattern: 'diagonal' },
  drug: { className: 'fill-cyan-700', pattern: 'grid' },
  restaurant: { className: 'fill-rose-700', pattern: 'dots' },
  bills: { className: 'fill-violet-700', pattern: 'vertical' },
  travel: { className: 'fill-brand-700', pattern: 'back-diagonal' },
  store: { className: 'fill-sky-600', pattern: 'rings' },
  bonus: { className: 'fill-lime-700', pattern: 'zigzag' },
};

/** White marks over the colour, on an 8 px tile. */
const MARKS: Record<Pattern, string | null> = {
  solid: null,
  diagonal: 'M-2 2l4-4M0 8l8-8M6 10l4-4',
  'back-diagonal': 'M-2 6l4 4M0 0l8 8M6-2l4 4',
  horizontal: 'M0 4h8',
  vertical: 'M4 0v8',
  grid: 'M0 4h8M4 0v8',
  dots: 'M4 2.5a1.5 1.5 0 1 1 0 3a1.5 1.5 0 1 1 0-3z',
  rings: 'M4 1.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5z',
  zigzag: 'M0 6l2-4l2 4l2-4l2 4',
};

function ChartPattern({ id, chartKey }: { id: string; chartKey: ChartKey }) {
  const { className, pattern } = FILLS[chartKey];
  const marks = MARKS[pattern];
  const filled = pattern === 'dots';
  return (
    <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" className={className} />
      {marks ? (
        <path
          d={marks}
          className={filled ? 'fill-white' : 'fill-none stroke-white'}
          strokeWidth={filled ? undefined : 1.5}
        />
      ) : null}
    </pattern>
  );
}

/**
 * Each held card's yearly rewards as a bar, stacked by spending category (and its recurring bonuses),
 * drawn on the server as SVG: no chart script reaches the browser. Named by its title and described in
 * words; the legend names each pattern; the table under it is the full text alternative.
 */
export function WalletChart({
  plan,
  held,
  title = 'Rewards a year by card',
}: {
  plan: WalletPlan;
  /** The analysis's `held`: the cards' names. */
  held: readonly HeldCard[];
  title?: string;
}) {
  // Pattern ids go into url(#…): keep them to letters and digits.
  const id = `wallet-chart-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const data = walletChartData(plan, cardNames(held));
  const patternId = (key: ChartKey) => `${id}-${key}`;
  return (
    <figure className="print:break-inside-avoid">
      <figcaption className="font-medium text-slate-700 text-sm">{title}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={chartHeight(data)}
        className="mt-3 block text-[13px]"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{walletChartSummary(data, formatDollars)}</desc>
        <defs>
          {data.keys.map((key) => (
            <ChartPattern key={key} id={patternId(key)} chartKey={key} />
          ))}
        </defs>
        {data.rows.map((row, index) => {
          const top = index * CHART_ROW_HEIGHT;
          return (
            <g key={row.slug}>
              <text x="0" y={top + CHART_LABEL_BASELINE} className="fill-slate-900 font-medium">
                {row.name}
              </text>
              <text x="100%" y={top + CHART_LABEL_BASELINE} textAnchor="end" className="fill-slate-700">
                {formatDollars(row.rewards)}
              </text>
              <rect x="0" y={top + CHART_BAR_TOP} width="100%" height={CHART_BAR_HEIGHT} className="fill-slate-100" />
              {row.segments.map((segment) => (
                <rect
                  key={segment.key}
                  x={`${segment.start}%`}
                  y={top + CHART_BAR_TOP}
                  width={`${segment.width}%`}
                  height={CHART_BAR_HEIGHT}
                  fill={`url(#${patternId(segment.key)})`}
                  className="stroke-white"
                  strokeWidth={1}
                />
              ))}
            </g>
          );
        })}
      </svg>
      <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs">
        {data.keys.map((key) => (
          <li key={key} className="flex items-center gap-1.5">
            <svg aria-hidden="true" width="14" height="14" className="shrink-0">
              <rect width="14" height="14" fill={`url(#${patternId(key)})`} />
            </svg>
            {chartKeyLabel(key)}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm print:hidden">
        <summary className="cursor-pointer text-brand-700 underline">The chart’s figures as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}, by spending category</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Card
              </th>
              <th scope="col" className="px-3 py-1 font-semibold">
                By category
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-semibold">
                Rewards a year
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.slug} className="border-slate-100 border-t align-top">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {row.name}
                </th>
                <td className="px-3 py-1">
                  {row.segments.length === 0
                    ? 'No spending'
                    : row.segments
                        .map((segment) => `${chartKeyLabel(segment.key)} ${formatDollars(segment.rewards)}`)
                        .join(', ')}
                </td>
                <td className="py-1 pl-3 text-right">{formatDollars(row.rewards)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
