import { createHash } from 'node:crypto';
import { type Catalogue, type CatalogueCard, diffCards, sameJson } from '@cardgenius/core/catalogue';
import type { SearchSynonym } from '@cardgenius/core/search';
import { and, asc, eq, getTableColumns, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  awards,
  bestCardCategories,
  cardCategories,
  cardOfferHistory,
  cardRevisions,
  cards,
  issuers,
  networks,
  rewardPrograms,
  searchSynonyms,
  siteSettings,
} from '../db/schema';
import { cardColumns } from './card-columns';

const HASH_KEY = 'catalogueHash';
/** Set when staff saved the search synonyms from the admin site: the file no longer replaces them. */
export const SYNONYMS_STAFF_EDITED_KEY = 'searchSynonymsStaffEdited';

/** A card as its file holds it, and the file's name. */
export interface CardDocument {
  card: CatalogueCard;
  file: string;
}

export interface CatalogueContent {
  catalogue: Catalogue;
  synonyms: SearchSynonym[];
  /** Every card of `catalogue.cards` as its file holds it. */
  documents: CardDocument[];
}

/** A fingerprint of the catalogue files' content: the database is rewritten only when it changes. */
export function catalogueHash(content: CatalogueContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The search synonyms as the table keeps them, in order. */
export async function storedSearchSynonyms(db: Database | Transaction): Promise<SearchSynonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.position));
  return rows.map(({ key, label, terms, slug, cardField }) => ({
    label,
    terms,
    slug,
    key,
    cardField: cardField ?? null,
  }));
}

/** Replaces the search synonyms with these, in their order. */
export async function writeSearchSynonyms(tx: Transaction, synonyms: readonly SearchSynonym[]): Promise<void> {
  await tx.delete(searchSynonyms);
  if (synonyms.length === 0) return;
  await tx.insert(searchSynonyms).values(
    synonyms.map((synonym, position) => ({
      key: synonym.key,
      label: synonym.label,
      terms: synonym.terms,
      slug: synonym.slug,
      cardField: synonym.cardField,
      position,
    })),
  );
}

/**
 * The file's synonyms replace the table's, unless staff saved theirs from the admin site: those stay
 * until the file holds the same list (after `npm run catalogue:export`), when the file leads again.
 */
async function syncSearchSynonyms(tx: Transaction, synonyms: readonly SearchSynonym[]): Promise<void> {
  const [edited] = await tx
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, SYNONYMS_STAFF_EDITED_KEY));
  if (edited) {
    if (!sameJson(await storedSearchSynonyms(tx), synonyms)) return;
    await tx.delete(siteSettings).where(eq(siteSettings.key, SYNONYMS_STAFF_EDITED_KEY));
    return;
  }
  await writeSearchSynonyms(tx, synonyms);
}

/**
 * Writes the reviewed catalogue into the database in one transaction, when it differs from what was
 * last written. Cards no longer in the files are hidden, not deleted, so what refers to them stays valid.
 * A card whose file changed gets a `seed` revision; a card staff edited is `kept` as they left it until
 * its file holds the same card again (`npm run catalogue:export` writes it there).
 */
export async function syncCatalogue(
  db: Database,
  content: CatalogueContent,
): Promise<{ changed: boolean; kept: string[] }> {
  const hash = catalogueHash(content);
  const kept: string[] = [];
  const [stored] = await db.select().from(siteSettings).where(eq(siteSettings.key, HASH_KEY));
  if (stored?.value === hash) return { changed: false, kept };

  const { catalogue, synonyms } = content;
  await db.transaction(async (tx) => {
    /** Insert, or update every column but the key when the key exists. */
    const upsert = async (table: PgTable, rows: Record<string, unknown>[], target: PgColumn) => {
      if (rows.length === 0) return;
      const columns = Object.entries(getTableColumns(table)).filter(([, column]) => column !== target);
      await tx
        .insert(table)
        .values(rows)
        .onConflictDoUpdate({
          target,
          set: Object.fromEntries(
            columns.map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
          ),
        });
    };

    await upsert(
      issuers,
      catalogue.issuers.map((issuer) => ({
        slug: issuer.slug,
        name: issuer.name,
        primaryColor: issuer.colors.primary,
        secondaryColor: issuer.colors.secondary,
        websiteUrl: issuer.websiteUrl,
        description: issuer.description,
      })),
      issuers.slug,
    );
    await upsert(networks, catalogue.networks, networks.slug);
    await upsert(rewardPrograms, catalogue.programs, rewardPrograms.slug);
    await upsert(
      bestCardCategories,
      catalogue.categories.map((category, position) => ({ ...category, position })),
      bestCardCategories.slug,
    );
    const existing = new Map(
      (
        await tx
          .select({
            slug: cards.slug,
            document: cards.document,
            staffEditedAt: cards.staffEditedAt,
            revision: cards.revision,
          })
          .from(cards)
      ).map((row) => [row.slug, row]),
    );
    const documents = new Map(content.documents.map((entry) => [entry.card.slug, entry]));
    const written: string[] = [];
    const revisions: (typeof cardRevisions.$inferInsert)[] = [];
    const rows = catalogue.cards.flatMap((card) => {
      const entry = documents.get(card.slug);
      if (!entry) throw new Error(`card ${card.slug} has no file`);
      const stored = existing.get(card.slug);
      const same = stored?.document != null && sameJson(stored.document, entry.card);
      // A card staff edited stays as they left it until its file holds the same card (after an export).
      if (stored?.staffEditedAt && !same) {
        kept.push(card.slug);
        return [];
      }
      written.push(card.slug);
      const revision = (stored?.revision ?? 0) + (same ? 0 : 1);
      if (!same) {
        revisions.push({
          cardSlug: card.slug,
          number: revision,
          kind: 'seed',
          document: entry.card,
          changes: stored?.document ? diffCards(stored.document, entry.card) : [],
          sourceUrl: null,
          asOf: null,
          note: `data/cards/${entry.file}`,
          userId: null,
        });
      }
      return [{ ...cardColumns(card, entry.card, entry.file), staffEditedAt: null, revision }];
    });
    await upsert(cards, rows, cards.slug);
    if (revisions.length > 0) await tx.insert(cardRevisions).values(revisions);
    const slugs = catalogue.cards.map((card) => card.slug);
    if (slugs.length > 0)
      await tx
        .update(cards)
        .set({ hidden: true })
        .where(and(notInArray(cards.slug, slugs), isNull(cards.staffEditedAt)));

    if (written.length > 0) await tx.delete(cardCategories).where(inArray(cardCategories.cardSlug, written));
    const writtenSet = new Set(written);
    const links = catalogue.cards
      .filter((card) => writtenSet.has(card.slug))
      .flatMap((card) => card.categories.map((categorySlug) => ({ cardSlug: card.slug, categorySlug })));
    if (links.length > 0) await tx.insert(cardCategories).values(links);
    await tx.delete(awards);
    if (catalogue.awards.length > 0) {
      await tx.insert(awards).values(
        catalogue.awards.map((award) => ({
          key: award.key,
          name: award.name,
          year: award.year,
          categorySlug: award.category,
          cardSlug: award.cardSlug,
        })),
      );
    }
    await tx.delete(cardOfferHistory);
    if (catalogue.offerHistory.length > 0) {
      await tx
        .insert(cardOfferHistory)
        .values(catalogue.offerHistory.map(({ card, ...entry }) => ({ cardSlug: card, ...entry })));
    }
    await syncSearchSynonyms(tx, synonyms);
    await tx
      .insert(siteSettings)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: hash, updatedAt: new Date() } });
  });
  return { changed: true, kept };
}
