// `npm run rating:report`: the top cards of the rating for the default profile and the main best-card
// pages, from the catalogue files, so a change of method or data can be compared before and after.
// Prints one block per page: place, rating, net annual rewards, the card's slug and what of its rating is
// estimated; then how many ratings rest on estimates.

import { readCatalogueFiles, readReferenceSnapshots } from '../apps/server/src/catalogue/read-catalogue-files';
import { checkCatalogue } from '../packages/core/src/catalogue';
import { filterStateForPreset, resolveFilterState } from '../packages/core/src/filters';
import { EVERY_CARD } from '../packages/core/src/queries';
import { estimatedRatingParts, rankCards } from '../packages/core/src/rating';

const PAGES = ['best', 'cash-back', 'travel', 'no-fee', 'travel-no-fee', 'grocery', 'gas', 'low-interest'] as const;
const TOP = Number(process.env.REPORT_TOP ?? 10);

const { catalogue } = checkCatalogue(readCatalogueFiles(), readReferenceSnapshots());

/** What a ranked list marks "estimated" (docs/decisions/0031), after the row. */
const estimatedNote = (card: { breakdown: { components: Parameters<typeof estimatedRatingParts>[0] } }) => {
  const parts = estimatedRatingParts(card.breakdown.components);
  return parts.length > 0 ? `  (estimated: ${parts.join(', ')})` : '';
};
for (const page of PAGES) {
  const state = filterStateForPreset(page);
  if (!state) throw new Error(`no preset ${page}`);
  const ranked = rankCards({
    cards: catalogue.cards,
    programs: catalogue.programs,
    state: { ...state, ratingFilter: 0, resultsPerPage: TOP },
    today: '2026-11-25',
  });
  console.info(`\n${page} (${ranked.total} cards)`);
  for (const card of ranked.cards)
    console.info(
      `${String(card.position).padStart(3)}  ${card.rating.toFixed(1)}  ${card.netAnnualRewards.toFixed(0).padStart(6)}  ${card.slug}${estimatedNote(card)}`,
    );
}

// The best net return (net annual rewards ÷ spending) per point-value mode for a grocery-heavy household:
// the figures the rewards score's anchors are set against (docs/decisions/0013).
const grocery = filterStateForPreset('grocery');
if (!grocery) throw new Error('no preset grocery');
console.info('\nbest net return, grocery profile');
for (const mode of ['cash', 'flex', 'travel', 'max'] as const) {
  const ranked = rankCards({
    cards: catalogue.cards,
    programs: catalogue.programs,
    state: { ...grocery, pointValueMode: mode, ratingFilter: 0, resultsPerPage: 500 },
    today: '2026-11-25',
  });
  const best = ranked.cards
    .map((card) => ({
      slug: card.slug,
      rate: card.netAnnualRewards / card.breakdown.categories.reduce((sum, category) => sum + category.spend, 0),
    }))
    .sort((a, b) => b.rate - a.rate)[0];
  if (best) console.info(`${mode.padEnd(7)} ${(best.rate * 100).toFixed(2)} %  ${best.slug}`);
}

// How many ratings the lists mark "estimated": every card (no floor, no income limit), the default profile.
const everyCard = rankCards({
  cards: catalogue.cards,
  programs: catalogue.programs,
  state: resolveFilterState({ ...EVERY_CARD, resultsPerPage: 500 }),
  today: '2026-11-25',
});
const partCounts = new Map<string, number>();
let marked = 0;
for (const card of everyCard.cards) {
  const parts = estimatedRatingParts(card.breakdown.components);
  if (parts.length > 0) marked++;
  for (const part of parts) partCounts.set(part, (partCounts.get(part) ?? 0) + 1);
}
console.info(
  `\nratings resting on estimates, every card, default profile: ${marked} of ${everyCard.total} (${[...partCounts].map(([part, count]) => `${part} ${count}`).join(', ')})`,
);
