import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/start-built-server.mjs';
import { startOwnServer } from './server';

/**
 * The made-up cards some end-to-end files need and the real catalogue must not be given: an affiliate
 * card and a card whose issuer recommends an Excellent credit score. A file that needs them starts its
 * own server with `TEST_CATALOGUE_FILE` pointing at them (the shared server keeps the real catalogue only).
 */
export const TEST_CATALOGUE_FILE = join(REPO_ROOT, 'e2e/fixtures/test-catalogue.json');

interface TestCard {
  slug: string;
  displayName: string;
  affiliateId: string;
  issuer: string;
}

const { cards } = JSON.parse(readFileSync(TEST_CATALOGUE_FILE, 'utf8')) as {
  cards: (TestCard & { hasAffiliateLink: boolean; requirements: { creditScore: string | null } })[];
};
const pick = (test: (card: (typeof cards)[number]) => boolean): TestCard => {
  const card = cards.find(test);
  if (!card) throw new Error('the test catalogue file lacks a card a test needs');
  return card;
};

/** The made-up card with an affiliate link. */
export const TEST_AFFILIATE_CARD = pick((card) => card.hasAffiliateLink);
/** The made-up card whose issuer recommends an Excellent credit score (760+). */
export const TEST_EXCELLENT_CREDIT_CARD = pick((card) => card.requirements.creditScore === 'excellent');

/** A server of its own, on a copy of the seeded database, with the made-up cards in its catalogue. */
export function startTestCatalogueServer(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  return startOwnServer({ ...options, env: { ...options.env, TEST_CATALOGUE_FILE } });
}
