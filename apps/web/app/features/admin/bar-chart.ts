/** The drawing box of a bar chart: one unit of width per day, values scaled to this height. */
export const BAR_CHART_HEIGHT = 100;
/** Below this many bars, each keeps a gap to its neighbour; above, gaps would be thinner than a pixel. */
const GAPS_UP_TO = 62;

/**
 * One SVG path of every bar (a path instead of a rect per day keeps a 400-day chart small): a bar per
 * value, in a box `values.length` wide and BAR_CHART_HEIGHT high, the highest value filling it. Zero
 * draws nothing.
 */
export function barChartPath(values: readonly number[]): string {
  const highest = Math.max(0, ...values);
  if (highest === 0) return '';
  const gap = values.length <= GAPS_UP_TO ? 0.15 : 0;
  return values
    .map((value, index) => {
      if (value <= 0) return '';
      const height = Math.max(0.5, (value / highest) * BAR_CHART_HEIGHT);
      const top = round(BAR_CHART_HEIGHT - height);
      return `M${round(index + gap)} ${BAR_CHART_HEIGHT}V${top}H${round(index + 1 - gap)}V${BAR_CHART_HEIGHT}Z`;
    })
    .join('');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** What a chart shows in words (its accessible description): the days, the total, the busiest day. */
export function barChartSummary(options: {
  what: string;
  days: readonly { date: string; value: number }[];
  format: (value: number) => string;
}): string {
  const { what, days, format } = options;
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return `No days to show ${what} for.`;
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const span = first.date === last.date ? `on ${first.date}` : `per day from ${first.date} to ${last.date}`;
  if (total === 0) return `${capitalize(what)} ${span}: none on any day.`;
  const busiest = days.reduce((best, day) => (day.value > best.value ? day : best), first);
  return `${capitalize(what)} ${span}: ${format(total)} in all, the most ${format(busiest.value)} on ${busiest.date}. The daily table lists every day.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
