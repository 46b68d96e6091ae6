import { dayNumber, isoFromDayNumber } from '@cardgenius/core/catalogue';

/**
 * Geometry of the welcome-offer chart: a step line per run of back-to-back offers (a gap where the
 * history has none), year ticks, round value gridlines and today's offer as a dot. Pure, so the page
 * renders it on the server as plain SVG.
 */

export interface ChartPeriod {
  startsOn: string;
  endsOn: string;
  points: number;
}

export interface OfferChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** One SVG path per unbroken run of offers. */
  paths: string[];
  yearTicks: Array<{ x: number; label: string }>;
  valueTicks: Array<{ y: number; value: number }>;
  today: { x: number; y: number };
}

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) giving at most `count` gridlines up to `max`. */
function niceStep(max: number, count: number): number {
  const raw = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

export function offerChart(
  periods: readonly ChartPeriod[],
  current: number,
  today: string,
  size = { width: 640, height: 220, yearLabels: 6 },
): OfferChart {
  const plot = { left: 56, right: size.width - 12, top: 12, bottom: size.height - 28 };
  const first = periods[0]?.startsOn ?? today;
  const from = dayNumber(first);
  const to = Math.max(dayNumber(today), from + 1);
  const step = niceStep(Math.max(current, ...periods.map((period) => period.points)), 4);
  const top = Math.max(step, Math.ceil(Math.max(current, ...periods.map((period) => period.points)) / step) * step);
  const x = (day: number) => plot.left + ((day - from) / (to - from)) * (plot.right - plot.left);
  const y = (points: number) => plot.bottom - (points / top) * (plot.bottom - plot.top);
  const round = (value: number) => Math.round(value * 10) / 10;

  const paths: string[] = [];
  let path = '';
  let lastEnd: number | null = null;
  for (const period of periods) {
    const start = dayNumber(period.startsOn);
    const end = Math.min(dayNumber(period.endsOn) + 1, to);
    const level = round(y(period.points));
    // Back to back (the next starts the day after, or on, the last day): one stepped line.
    if (lastEnd !== null && start <= lastEnd) path += ` V${level} H${round(x(end))}`;
    else {
      if (path) paths.push(path);
      path = `M${round(x(start))} ${level} H${round(x(end))}`;
    }
    lastEnd = end;
  }
  if (path) paths.push(path);

  const yearTicks: OfferChart['yearTicks'] = [];
  const firstYear = Number(isoFromDayNumber(from).slice(0, 4)) + 1;
  const lastYear = Number(isoFromDayNumber(to).slice(0, 4));
  const every = Math.max(1, Math.ceil((lastYear - firstYear + 1) / size.yearLabels));
  for (let year = firstYear; year <= lastYear; year += every) {
    yearTicks.push({ x: round(x(dayNumber(`${year}-01-01`))), label: String(year) });
  }
  const valueTicks: OfferChart['valueTicks'] = [];
  for (let value = 0; value <= top; value += step) valueTicks.push({ y: round(y(value)), value });

  return {
    width: size.width,
    height: size.height,
    plot,
    paths,
    yearTicks,
    valueTicks,
    today: { x: round(x(to)), y: round(y(current)) },
  };
}
