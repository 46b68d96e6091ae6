import { readFileSync } from 'node:fs';
import type { RawCatalogue } from '@cardgenius/core/catalogue';
import { z } from 'zod';

/**
 * Made-up issuers and cards that end-to-end tests add to the catalogue (`TEST_CATALOGUE_FILE`, refused in
 * production): a card with an affiliate link or a published credit score band, which the real catalogue
 * does not have and must not be given for a test's sake. The records go through the same checks as data/.
 */
const TestCatalogueFile = z.object({
  issuers: z.array(z.unknown()).default([]),
  cards: z.array(z.unknown()).default([]),
});

export function withTestCatalogueFile(raw: RawCatalogue, file: string): RawCatalogue {
  const extra = TestCatalogueFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    ...raw,
    issuers: [...raw.issuers, ...extra.issuers],
    cardFiles: { ...raw.cardFiles, [`test catalogue file ${file}`]: extra.cards },
  };
}
