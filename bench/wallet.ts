// Wallet benchmarks, in-process (figures only, no assertion):
// (a) the best use of a 10-card wallet, every card with caps (shared caps, tiers, a spend threshold, a
//     rising rate), for generated spending heavy enough to fill them: time per call;
// (b) the next card for a 5-card wallet: every eligible card of the catalogue added and the wallet
//     optimised again, for generated visitors: time per ranking.
import { catalogueEstimates } from '@cardgenius/core/rating';
import { optimiseWallet, rankNextCards } from '@cardgenius/core/wallet';
import fc from 'fast-check';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';

const CALLS = Number(process.env.BENCH_WALLET_CALLS ?? 2000);
const RANKINGS = Number(process.env.BENCH_NEXT_CARD_RANKINGS ?? 100);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const { catalogue } = loadCatalogueContent();
const cardBySlug = new Map(catalogue.cards.map((card) => [card.slug, card]));
const walletOf = (slugs: readonly string[]) =>
  slugs.map((slug) => {
    const card = cardBySlug.get(slug);
    if (!card) throw new Error(`No card ${slug} in the catalogue`);
    return card;
  });
const estimates = catalogueEstimates(catalogue.cards);
const modes = ['cash', 'flex', 'travel', 'max', 'best'] as const;
const spending = (scale: number) =>
  fc.record({
    regular: fc.integer({ min: 0, max: 4000 * scale }),
    gas: fc.integer({ min: 0, max: 800 * scale }),
    grocery: fc.integer({ min: 0, max: 3000 * scale }),
    drug: fc.integer({ min: 0, max: 400 * scale }),
    restaurant: fc.integer({ min: 0, max: 2500 * scale }),
    bills: fc.integer({ min: 0, max: 1500 * scale }),
    travel: fc.integer({ min: 0, max: 2500 * scale }),
    store: fc.integer({ min: 0, max: 1000 * scale }),
  });

// (a) A 10-card wallet with caps.
const tenCards = walletOf([
  'american-express-cobalt-card', // groceries and restaurants share a $30,000 cap
  'scotiabank-gold-american-express-card', // gas, groceries and restaurants share $50,000
  'bmo-eclipse-visa-infinite-privilege-card', // five categories share $100,000
  'national-bank-world-elite-mastercard', // groceries and restaurants share $30,000
  'simplii-financial-cash-back-visa-card', // restaurants to $5,000; four categories share $15,000
  'mbna-smart-cash-world-mastercard', // gas and groceries share $6,000
  'desjardins-cash-back-world-elite-mastercard', // groceries and restaurants share $10,000
  'rbc-cash-back-mastercard', // 0.5 % rising to 1 % past a $6,000 shared cap
  'scotiabank-passport-visa-infinite-card', // a bonus at $40,000 a year
  'scotia-momentum-visa-infinite-card', // groceries and bills share $25,000; gas to $25,000
]);
const profiles = fc.sample(fc.record({ spending: spending(1), mode: fc.constantFrom(...modes) }), {
  numRuns: CALLS,
  seed: 20_261_127,
});
for (const profile of profiles.slice(0, 500))
  optimiseWallet({
    cards: tenCards,
    programs: catalogue.programs,
    spending: profile.spending,
    pointValueMode: profile.mode,
    estimates,
  });
const times: number[] = [];
let splitByCap = 0;
for (const profile of profiles) {
  const started = performance.now();
  const plan = optimiseWallet({
    cards: tenCards,
    programs: catalogue.programs,
    spending: profile.spending,
    pointValueMode: profile.mode,
    estimates,
  });
  times.push(performance.now() - started);
  splitByCap += plan.categories.filter((category) => category.splitByCap).length;
}
times.sort((a, b) => a - b);
console.info(`Optimising a 10-card wallet with caps over 8 categories (${profiles.length} generated spendings)`);
console.info(`  categories a cap split between cards or tiers, per call: ${(splitByCap / profiles.length).toFixed(2)}`);
console.info(
  `  p50 ${percentile(times, 50).toFixed(3)} ms   p99 ${percentile(times, 99).toFixed(3)} ms   max ${percentile(times, 100).toFixed(3)} ms per call (goal: p99 ≤ 5 ms)`,
);

// (b) The next card for a 5-card wallet, over the whole catalogue.
const fiveCards = walletOf([
  'american-express-cobalt-card',
  'scotiabank-gold-american-express-card',
  'rogers-red-world-elite-mastercard',
  'tangerine-money-back-credit-card',
  'scotiabank-passport-visa-infinite-card',
]);
const visitors = fc.sample(
  fc.record({
    spending: spending(1),
    mode: fc.constantFrom(...modes),
    income: fc.option(fc.integer({ min: 20_000, max: 250_000 }), { nil: null }),
    creditScore: fc.option(fc.integer({ min: 550, max: 900 }), { nil: null }),
  }),
  { numRuns: RANKINGS + 10, seed: 20_261_128 },
);
const rank = (visitor: (typeof visitors)[number]) =>
  rankNextCards({
    wallet: fiveCards,
    catalogue: catalogue.cards,
    programs: catalogue.programs,
    spending: visitor.spending,
    pointValueMode: visitor.mode,
    income: visitor.income,
    creditScore: visitor.creditScore,
  });
for (const visitor of visitors.slice(0, 10)) rank(visitor);
const rankTimes: number[] = [];
let considered = 0;
for (const visitor of visitors.slice(10)) {
  const started = performance.now();
  considered = rank(visitor).considered;
  rankTimes.push(performance.now() - started);
}
rankTimes.sort((a, b) => a - b);
console.info(
  `\nRanking the next card for a 5-card wallet (${catalogue.cards.length} cards in the catalogue, ${rankTimes.length} generated visitors)`,
);
console.info(`  eligible cards optimised per ranking (last visitor): ${considered}`);
console.info(
  `  p50 ${percentile(rankTimes, 50).toFixed(2)} ms   p99 ${percentile(rankTimes, 99).toFixed(2)} ms per ranking (goal: p50 ≤ 50 ms)`,
);
