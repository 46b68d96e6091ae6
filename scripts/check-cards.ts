// `npm run catalogue:check [data/cards/x.json ...]`: checks the card catalogue in data/ and prints every
// problem (with file names, only those of the cards in those files) and the completeness figures.
// Exit 1 when there is any problem. `npm test` runs the same check.

import { readCatalogueFiles, readReferenceSnapshots } from '../apps/server/src/catalogue/read-catalogue-files';
import { checkCatalogue, countFilledDataPoints } from '../packages/core/src/catalogue';

const only = process.argv.slice(2).map((path) => path.split('/').pop() ?? path);
const raw = readCatalogueFiles();
const report = checkCatalogue(raw, readReferenceSnapshots());

const slugsIn = (file: string) =>
  (raw.cardFiles[file] ?? [])
    .map((card) => (card as { slug?: string } | null)?.slug)
    .filter((slug) => slug !== undefined);
const wanted = new Set(only.flatMap(slugsIn));
const concerns = (problem: string) =>
  [...wanted].some((slug) => problem.includes(slug)) || only.some((file) => problem.includes(`(${file})`));
const problems = only.length === 0 ? report.problems : report.problems.filter(concerns);
for (const problem of problems) console.info(problem);

const cards = report.catalogue.cards.filter((card) => only.length === 0 || wanted.has(card.slug));
const points = cards.map(countFilledDataPoints);
const average = points.length > 0 ? points.reduce((sum, value) => sum + value, 0) / points.length : 0;
const compared = report.compared.filter((figure) => only.length === 0 || wanted.has(figure.slug));
const issuers = new Set(cards.map((card) => card.issuer)).size;
console.info(
  `${cards.length} valid cards from ${issuers} issuers, ${problems.length} problems, average ${average.toFixed(1)} filled data points; ` +
    `${compared.filter((figure) => !figure.agrees).length} of ${compared.length} figures compared with the snapshots differ (each recorded with its reason)`,
);
process.exit(problems.length > 0 ? 1 : 0);
