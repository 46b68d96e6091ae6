import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RawCatalogue, References } from '@cardgenius/core/catalogue';
import { SERVER_ROOT } from '../paths';

export const CATALOGUE_DIR = resolve(SERVER_ROOT, '../../data');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const readList = (file: string): unknown[] => (existsSync(file) ? (readJson(file) as unknown[]) : []);

/** The catalogue source files under data/, as parsed JSON, not yet validated. */
export function readCatalogueFiles(dir = CATALOGUE_DIR): RawCatalogue {
  const cardsDir = join(dir, 'cards');
  const cardFiles: Record<string, unknown[]> = {};
  for (const file of readdirSync(cardsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    cardFiles[file] = readJson(join(cardsDir, file)) as unknown[];
  }
  return {
    issuers: readList(join(dir, 'issuers.json')),
    networks: readList(join(dir, 'networks.json')),
    programs: readList(join(dir, 'reward-programs.json')),
    categories: readList(join(dir, 'categories.json')),
    awards: readList(join(dir, 'awards.json')),
    offerHistory: readList(join(dir, 'offer-history.json')),
    cardFiles,
  };
}

/** The February 2026 snapshots the catalogue is cross-checked against. */
export function readReferenceSnapshots(dir = CATALOGUE_DIR): References {
  const cards = (file: string) => (readJson(join(dir, 'reference', file)) as { cards: unknown[] }).cards;
  return {
    ccg: cards('ccg-cards-2026-02.json') as References['ccg'],
    pot: cards('pot-cards-2026-02.json') as References['pot'],
  };
}

/** The expert expectations the ranking is checked against (`data/expert-expectations.json`), not yet validated. */
export function readExpertExpectations(dir = CATALOGUE_DIR): unknown[] {
  return readList(join(dir, 'expert-expectations.json'));
}
