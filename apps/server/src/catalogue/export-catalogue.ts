import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogueCard } from '@cardgenius/core/catalogue';
import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cards, siteSettings } from '../db/schema';
import { formatCatalogueJson } from './catalogue-json';
import { CATALOGUE_DIR } from './read-catalogue-files';
import { SYNONYMS_STAFF_EDITED_KEY, storedSearchSynonyms } from './sync-catalogue';

/** The value with its objects' keys in the template's order, then any others in their own order. */
export function orderedLike(value: unknown, template: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => orderedLike(item, Array.isArray(template) ? template[index] : undefined));
  }
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const model = template !== null && typeof template === 'object' && !Array.isArray(template) ? template : {};
  const keys = [...new Set([...Object.keys(model).filter((key) => key in object), ...Object.keys(object)])];
  return Object.fromEntries(
    keys.map((key) => [key, orderedLike(object[key], (model as Record<string, unknown>)[key])]),
  );
}

/** A card file's name: nothing that could leave data/cards. */
const CARD_FILE = /^[a-z0-9][a-z0-9-]*\.json$/;

export interface ExportResult {
  /** Files whose content changed, by name (under data/cards, or search-synonyms.json). */
  written: string[];
  cards: number;
}

/**
 * `npm run catalogue:export`: writes every card as the database holds it back to its file in
 * data/cards, in the file's order (new cards last), formatted as the files are kept, so staff edits can
 * be reviewed in git and `npm run catalogue:check` passes. A card no longer in its file is written back
 * only when staff edited it; other cards the files dropped stay out. Search synonyms staff saved go to
 * data/search-synonyms.json.
 */
export async function exportCatalogue(db: Database, dir = CATALOGUE_DIR): Promise<ExportResult> {
  const rows = await db
    .select({
      slug: cards.slug,
      document: cards.document,
      sourceFile: cards.sourceFile,
      staffEditedAt: cards.staffEditedAt,
    })
    .from(cards)
    .where(isNotNull(cards.document));
  const byFile = new Map<string, typeof rows>();
  for (const row of rows) {
    const file = row.sourceFile ?? '';
    if (!CARD_FILE.test(file)) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), row]);
  }
  const written: string[] = [];
  let count = 0;
  for (const [file, fileRows] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(dir, 'cards', file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const existing = current ? (JSON.parse(current) as { slug?: string }[]) : [];
    const order = existing.map((card) => card.slug);
    const position = (slug: string) => {
      const at = order.indexOf(slug);
      return at === -1 ? Number.MAX_SAFE_INTEGER : at;
    };
    const kept = fileRows
      .filter((row) => order.includes(row.slug) || row.staffEditedAt !== null)
      .sort((a, b) => position(a.slug) - position(b.slug) || a.slug.localeCompare(b.slug));
    if (kept.length === 0) continue;
    // Fields in the order the file has them (the database keeps its own), the schema's for new ones.
    const text = formatCatalogueJson(
      kept.map((row) => orderedLike(CatalogueCard.parse(row.document), existing[order.indexOf(row.slug)])),
    );
    count += kept.length;
    if (text === current) continue;
    writeFileSync(path, text);
    written.push(file);
  }
  if (await exportSearchSynonyms(db, dir)) written.push(SYNONYMS_FILE);
  return { written, cards: count };
}

const SYNONYMS_FILE = 'search-synonyms.json';

/**
 * The search synonyms staff saved from the admin site, written to data/search-synonyms.json (in the
 * file's key order) when they differ from it. Answers whether the file changed. Synonyms nobody edited
 * are the file's own, so it is left alone.
 */
async function exportSearchSynonyms(db: Database, dir: string): Promise<boolean> {
  const [edited] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, SYNONYMS_STAFF_EDITED_KEY));
  if (!edited) return false;
  const path = join(dir, SYNONYMS_FILE);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const existing = current ? (JSON.parse(current) as unknown[]) : [];
  const template = existing[0] ?? { label: '', terms: [], slug: '', key: '', cardField: null };
  const text = formatCatalogueJson((await storedSearchSynonyms(db)).map((synonym) => orderedLike(synonym, template)));
  if (text === current) return false;
  writeFileSync(path, text);
  return true;
}
