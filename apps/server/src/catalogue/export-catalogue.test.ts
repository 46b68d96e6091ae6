import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCatalogue } from '@cardgenius/core/catalogue';
import type { StaffCard } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { anotherVisitor, asMember, signedInStaff } from '../test/members';
import { createTestApp } from '../test/test-app';
import { exportCatalogue } from './export-catalogue';
import { CATALOGUE_DIR, readCatalogueFiles, readReferenceSnapshots } from './read-catalogue-files';

const t = await createTestApp();
// A copy of data/ to export into: the repository's files are never written by a test.
const dir = mkdtempSync(join(tmpdir(), 'catalogue-export-'));
cpSync(CATALOGUE_DIR, dir, {
  recursive: true,
  filter: (path) => !path.includes('pglite') && !path.endsWith('content'),
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const cardFiles = () => readdirSync(join(CATALOGUE_DIR, 'cards')).sort();

describe('npm run catalogue:export', () => {
  it('writes back exactly the files the database was seeded from', async () => {
    const result = await exportCatalogue(t.database.db, dir);
    expect(result.written).toEqual([]);
    for (const file of cardFiles()) {
      expect(readFileSync(join(dir, 'cards', file), 'utf8')).toBe(
        readFileSync(join(CATALOGUE_DIR, 'cards', file), 'utf8'),
      );
    }
  });

  it('writes a staff edit into its file, which passes the catalogue check', async () => {
    const staff = await signedInStaff(t, 'exporter@example.ca');
    const headers = { 'content-type': 'application/json', ...anotherVisitor(), ...asMember(staff) };
    const slug = 'american-express-cobalt-card';
    const opened = (await (await t.app.request(`/api/v2/admin/cards/${slug}`, { headers })).json()) as StaffCard;
    const saved = await t.app.request(`/api/v2/admin/cards/${slug}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        card: { ...opened.card, fees: { ...opened.card.fees, annual: 191.88 + 12 } },
        baseRevision: opened.revision,
        source: {
          sourceUrl: 'https://www.americanexpress.com/en-ca/credit-cards/cobalt-card/',
          asOf: '2026-11-20',
          note: null,
        },
      }),
    });
    expect(saved.status).toBe(200);

    const result = await exportCatalogue(t.database.db, dir);
    expect(result.written).toEqual(['american-express.json']);
    const exported = JSON.parse(readFileSync(join(dir, 'cards', 'american-express.json'), 'utf8')) as {
      slug: string;
      fees: { annual: number };
    }[];
    expect(exported.find((card) => card.slug === slug)?.fees.annual).toBe(203.88);
    const report = checkCatalogue(readCatalogueFiles(dir), readReferenceSnapshots(dir));
    expect(report.problems).toEqual([]);
    // Only the edited card's lines changed: the fee, its source, the snapshot bookkeeping.
    const before = readFileSync(join(CATALOGUE_DIR, 'cards', 'american-express.json'), 'utf8').split('\n');
    const after = readFileSync(join(dir, 'cards', 'american-express.json'), 'utf8').split('\n');
    const known = new Set(before);
    const added = after.filter((line) => !known.has(line));
    expect(added).toContain('      "annual": 203.88,');
    expect(added.length).toBeLessThan(30);
  });

  it('writes the search synonyms staff saved, in the file’s form', async () => {
    const staff = await signedInStaff(t, 'synonyms.exporter@example.ca');
    const headers = { 'content-type': 'application/json', ...anotherVisitor(), ...asMember(staff) };
    const file = readFileSync(join(CATALOGUE_DIR, 'search-synonyms.json'), 'utf8');
    const synonyms = JSON.parse(file) as { label: string; terms: string[] }[];
    const edited = synonyms.map((synonym, index) =>
      index === 0 ? { ...synonym, terms: [...synonym.terms, 'amex card'] } : synonym,
    );
    const saved = await t.app.request('/api/v2/admin/settings/search-synonyms', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ synonyms: edited }),
    });
    expect(saved.status).toBe(200);
    expect((await exportCatalogue(t.database.db, dir)).written).toContain('search-synonyms.json');
    const after = readFileSync(join(dir, 'search-synonyms.json'), 'utf8');
    const before = new Set(file.split('\n'));
    expect(after.split('\n').filter((line) => !before.has(line))).toEqual([
      '    "terms": ["american express", "amex", "americanexpress", "amex card"],',
    ]);
    expect((await exportCatalogue(t.database.db, dir)).written).not.toContain('search-synonyms.json');
  });
});
