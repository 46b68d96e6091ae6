import { createHash } from 'node:crypto';
import type { Catalogue } from '@cardgenius/core/catalogue';
import type { SearchSynonym } from '@cardgenius/core/search';
import { eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  awards,
  bestCardCategories,
  cardCategories,
  cardOfferHistory,
  cards,
  issuers,
  networks,
  rewardPrograms,
  searchSynonyms,
  siteSettings,
} from '../db/schema';

const HASH_KEY = 'catalogueHash';

export interface CatalogueContent {
  catalogue: Catalogue;
  synonyms: SearchSynonym[];
}

/** A fingerprint of the catalogue files' content: the database is rewritten only when it changes. */
export function catalogueHash(content: CatalogueContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Writes the reviewed catalogue into the database in one transaction, when it differs from what was
 * last written. Cards no longer in the files are hidden, not deleted, so what refers to them stays valid.
 */
export async function syncCatalogue(db: Database, content: CatalogueContent): Promise<{ changed: boolean }> {
  const hash = catalogueHash(content);
  const [stored] = await db.select().from(siteSettings).where(eq(siteSettings.key, HASH_KEY));
  if (stored?.value === hash) return { changed: false };

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
    await upsert(
      cards,
      catalogue.cards.map((card) => ({
        slug: card.slug,
        name: card.name,
        displayName: card.displayName,
        issuerSlug: card.issuer,
        networkSlug: card.network,
        tier: card.tier,
        cardType: card.cardType,
        segment: card.segment,
        status: card.status,
        affiliateId: card.affiliateId,
        applyUrl: card.applyUrl,
        hasAffiliateLink: card.hasAffiliateLink,
        temporarilyUnavailable: card.temporarilyUnavailable,
        hidden: card.hidden,
        quebecVersionOf: card.quebecVersionOf,
        annualFee: card.fees.annual,
        purchaseRate: card.rates.purchase,
        rewardProgramSlug: card.rewardProgram,
        pointsLabel: card.pointsLabel,
        fees: card.fees,
        rates: card.rates,
        earning: {
          earn: card.earn,
          sharedCaps: card.sharedCaps,
          partnerRates: card.partnerRates,
          bonuses: card.bonuses,
          pointValueOverride: card.pointValueOverride,
        },
        welcomeBonus: card.welcomeBonus,
        requirements: card.requirements,
        account: card.account,
        insurance: card.insurance,
        perks: card.perks,
        dataAsOf: card.dataAsOf,
        sourceUrl: card.sourceUrl,
        provenance: {
          fieldSources: card.fieldSources,
          referenceSlugs: card.referenceSlugs,
          referenceDisagreements: card.referenceDisagreements,
          notes: card.notes,
          checkedOn: card.checkedOn,
        },
        updatedAt: new Date(),
      })),
      cards.slug,
    );
    const slugs = catalogue.cards.map((card) => card.slug);
    if (slugs.length > 0) await tx.update(cards).set({ hidden: true }).where(notInArray(cards.slug, slugs));

    await tx.delete(cardCategories);
    const links = catalogue.cards.flatMap((card) =>
      card.categories.map((categorySlug) => ({ cardSlug: card.slug, categorySlug })),
    );
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
    await tx.delete(searchSynonyms);
    if (synonyms.length > 0) {
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
    await tx
      .insert(siteSettings)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: hash, updatedAt: new Date() } });
  });
  return { changed: true };
}
