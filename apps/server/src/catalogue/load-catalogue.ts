import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogueCard, checkCatalogue } from '@cardgenius/core/catalogue';
import { SearchSynonym } from '@cardgenius/core/search';
import { z } from 'zod';
import { CATALOGUE_DIR, readCatalogueFiles, readReferenceSnapshots } from './read-catalogue-files';
import type { CatalogueContent } from './sync-catalogue';
import { withTestCatalogueFile } from './test-catalogue-file';

export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue in data/ has ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/**
 * Reads and checks the catalogue files; any problem stops the load (`npm test` runs the same check).
 * `testCatalogueFile` adds a test's made-up issuers and cards (`TEST_CATALOGUE_FILE`).
 */
export function loadCatalogueContent(
  dir = CATALOGUE_DIR,
  options: { testCatalogueFile?: string | undefined } = {},
): CatalogueContent {
  const files = readCatalogueFiles(dir);
  const raw = options.testCatalogueFile ? withTestCatalogueFile(files, options.testCatalogueFile) : files;
  const report = checkCatalogue(raw, readReferenceSnapshots(dir));
  const synonymsFile = join(dir, 'search-synonyms.json');
  const synonyms = z
    .array(SearchSynonym)
    .safeParse(existsSync(synonymsFile) ? JSON.parse(readFileSync(synonymsFile, 'utf8')) : []);
  const problems = [...report.problems];
  if (!synonyms.success)
    problems.push(...synonyms.error.issues.map((issue) => `search synonym ${issue.path.join('.')}: ${issue.message}`));
  if (problems.length > 0) throw new CatalogueError(problems);
  const documents = Object.entries(raw.cardFiles).flatMap(([file, items]) =>
    items.map((item) => ({ card: CatalogueCard.parse(item), file })),
  );
  return { catalogue: report.catalogue, synonyms: synonyms.success ? synonyms.data : [], documents };
}
