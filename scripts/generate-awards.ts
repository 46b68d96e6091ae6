// `npm run catalogue:awards`: writes data/awards.json, the year's awards: in each best-card category,
// the card our rating ranks first under the category's preset (or the default profile), among the
// category's cards. Run it when the catalogue changes; the result is reviewed like any data change.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';
import { CATALOGUE_DIR } from '../apps/server/src/catalogue/read-catalogue-files';
import type { Award } from '../packages/core/src/catalogue';
import { filterStateForPreset, resolveFilterState } from '../packages/core/src/filters';
import { EVERY_CARD } from '../packages/core/src/queries';
import { rankCards } from '../packages/core/src/rating';

const YEAR = 2026;
/** Rank every card of the category: no rating floor, no income limit, one page. */
const RANK_ALL = { ...EVERY_CARD, resultsPerPage: 1 } as const;

const { catalogue } = loadCatalogueContent();
const programs = new Map(catalogue.programs.map((program) => [program.slug, program]));
const awards: Award[] = [];
for (const category of catalogue.categories) {
  const members = catalogue.cards.filter((card) => card.categories.includes(category.slug)).map((card) => card.slug);
  const ranksEveryCard = members.length === 0;
  const scope = { ...RANK_ALL, ...(ranksEveryCard ? {} : { cardIds: members }) };
  const state = (category.preset && filterStateForPreset(category.preset, scope)) || resolveFilterState(scope);
  const [winner] = rankCards({ cards: catalogue.cards, programs, state }).cards;
  if (!winner) continue;
  awards.push({
    key: `${category.slug}-${YEAR}`,
    name: `${category.name} ${YEAR}`,
    year: YEAR,
    category: category.slug,
    cardSlug: winner.card.slug,
  });
}
writeFileSync(join(CATALOGUE_DIR, 'awards.json'), `${JSON.stringify(awards, null, 2)}\n`);
console.info(`${awards.length} awards written to data/awards.json`);
for (const award of awards) console.info(`  ${award.name}: ${award.cardSlug}`);
