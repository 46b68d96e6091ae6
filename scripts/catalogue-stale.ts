// `npm run catalogue:stale [-- --limit N]`: the figures to re-check first. Every figure the rating reads
// is dated by its source; a figure older than 180 days or without a date is due. Due figures are
// ordered by how much they can move the card's rating (for the default profile) times their age, so a
// stale earn rate of a top card comes before a stale balance-transfer fee.

import { readCatalogueFiles, readReferenceSnapshots } from '../apps/server/src/catalogue/read-catalogue-files';
import { checkCatalogue, figureDates, STALE_AFTER_DAYS } from '../packages/core/src/catalogue';
import { catalogueEstimates, defaultRatingProfile, figureImpact } from '../packages/core/src/rating';

const limitAt = process.argv.indexOf('--limit');
const limit = limitAt === -1 ? 40 : Number(process.argv[limitAt + 1]);
const today = new Date().toISOString().slice(0, 10);
/** An undated source counts as this old when ordering (it may be far older). */
const UNDATED_AGE = 2 * STALE_AFTER_DAYS;

const { catalogue, problems } = checkCatalogue(readCatalogueFiles(), readReferenceSnapshots());
if (problems.length > 0) {
  console.error(`The catalogue has ${problems.length} problem(s); run npm run catalogue:check.`);
  process.exit(1);
}
const programs = new Map(catalogue.programs.map((program) => [program.slug, program]));
const estimates = catalogueEstimates(catalogue.cards);
const profile = defaultRatingProfile();
const cards = catalogue.cards.filter((card) => card.status === 'offered' && !card.hidden);

const figures = cards.flatMap((card) =>
  figureDates(card, today).map((date) => ({
    card: card.slug,
    ...date,
    impact: figureImpact(card, programs.get(card.rewardProgram), profile, date.field, estimates.get(card.slug)),
  })),
);
const due = figures
  .filter((figure) => figure.stale)
  .map((figure) => ({ ...figure, priority: figure.impact * ((figure.ageDays ?? UNDATED_AGE) / STALE_AFTER_DAYS) }))
  .sort((a, b) => b.priority - a.priority || a.card.localeCompare(b.card));

const share = (count: number) => `${((100 * count) / figures.length).toFixed(1)} %`;
const recent = figures.filter((figure) => figure.asOf !== null && figure.asOf >= '2026-03-01').length;
console.info(
  `${figures.length} figures of ${cards.length} offered cards on ${today}: ${due.length} due for a re-check ` +
    `(${share(due.filter((figure) => figure.asOf !== null).length)} older than ${STALE_AFTER_DAYS} days, ` +
    `${share(due.filter((figure) => figure.asOf === null).length)} from undated sources); ` +
    `${share(recent)} dated 2026-03-01 or later.`,
);
console.info(`\nRe-check first (rating impact: rating points the figure moves when 20 % off):\n`);
const rows = [
  ['card', 'figure', 'as of', 'age (days)', 'rating impact', 'source'],
  ...due
    .slice(0, limit)
    .map((figure) => [
      figure.card,
      figure.label,
      figure.asOf ?? 'undated',
      String(figure.ageDays ?? '?'),
      figure.impact.toFixed(3),
      figure.sourceUrl,
    ]),
];
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows)
  console.info(
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
