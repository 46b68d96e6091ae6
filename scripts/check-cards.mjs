// @ts-check
// Checks the card catalogue in data/ and prints every problem; with file names (data/cards/x.json),
// only the problems of the cards in those files. Exit 1 when there is any. Used while editing data.
import { register } from 'tsx/esm/api';

register();
const { checkCatalogue, countFilledDataPoints } = await import('../packages/core/src/catalogue/index.ts');
const { readCatalogueFiles, readReferenceSnapshots } = await import('../apps/server/src/catalogue/read-catalogue-files.ts');

const only = process.argv.slice(2).map((path) => path.split('/').pop());
const raw = readCatalogueFiles();
const report = checkCatalogue(raw, readReferenceSnapshots());
const slugsIn = (/** @type {string} */ file) =>
  (raw.cardFiles[file] ?? []).map((/** @type {any} */ card) => card?.slug).filter(Boolean);
const wanted = new Set(only.flatMap((file) => slugsIn(file ?? '')));
const relevant = only.length === 0 ? report.problems : report.problems.filter((problem) => [...wanted].some((slug) => problem.includes(slug)) || only.some((file) => file && problem.includes(`(${file})`)));
for (const problem of relevant) console.info(problem);
const cards = report.catalogue.cards.filter((card) => only.length === 0 || wanted.has(card.slug));
const points = cards.map(countFilledDataPoints);
const average = points.length ? points.reduce((sum, value) => sum + value, 0) / points.length : 0;
const compared = report.compared.filter((figure) => only.length === 0 || true);
console.info(
  `${cards.length} valid cards, ${relevant.length} problems, average ${average.toFixed(1)} filled data points; ${compared.filter((figure) => !figure.agrees).length} of ${compared.length} compared figures differ from the snapshots (all cards)`,
);
process.exit(relevant.length > 0 ? 1 : 0);
