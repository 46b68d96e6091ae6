import { useId } from 'react';
import { BAR_CHART_HEIGHT, barChartPath, barChartSummary } from './bar-chart';

const formatCount = (value: number) => value.toLocaleString('en-CA');

/**
 * One count per day as bars, drawn on the server as SVG: no chart script reaches the browser. The
 * chart is named by its title and described in words; the daily table is its full text alternative.
 */
export function DailyBarChart({
  title,
  what,
  days,
}: {
  title: string;
  /** The counted thing in a sentence: 'sessions', 'apply clicks'. */
  what: string;
  days: readonly { date: string; value: number }[];
}) {
  const id = useId();
  const highest = Math.max(0, ...days.map((day) => day.value));
  const total = days.reduce((sum, day) => sum + day.value, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-slate-700 text-sm">{formatCount(total)} in all</span>
      </figcaption>
      <div className="mt-3 flex gap-2">
        <div
          className="flex w-10 shrink-0 flex-col justify-between text-right text-slate-600 text-xs"
          aria-hidden="true"
        >
          <span>{formatCount(highest)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${Math.max(1, days.length)} ${BAR_CHART_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-28 w-full min-w-0 border-slate-300 border-b border-l"
        >
          <title id={`${id}-title`}>{`${title} per day`}</title>
          <desc id={`${id}-desc`}>{barChartSummary({ what, days, format: formatCount })}</desc>
          <path d={barChartPath(days.map((day) => day.value))} className="fill-brand-600" />
        </svg>
      </div>
      <div className="mt-1 ml-12 flex justify-between text-slate-600 text-xs" aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </figure>
  );
}
