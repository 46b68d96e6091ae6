import {
  type BestCardCategory,
  type CatalogueCard,
  type Issuer,
  type Network,
  type OfferHistoryEntry,
  type RewardProgram,
  UNKNOWN_ACCOUNT,
} from '@cardgenius/core/catalogue';
import type { SearchSynonym } from '@cardgenius/core/search';
import { asc, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
} from '../../db/schema';
import { type CardReviewsSnapshot, cardReviewsSnapshot, readApprovedReviews } from '../reviews/approved-reviews';

export interface AwardEntry {
  key: string;
  name: string;
  year: number;
  categorySlug: string;
  cardSlug: string;
}

/** The whole catalogue as the site serves it: small, read on every ranking, so kept in memory. */
export interface CatalogueSnapshot {
  cards: CatalogueCard[];
  cardsBySlug: Map<string, CatalogueCard>;
  programs: Map<string, RewardProgram>;
  issuers: Issuer[];
  /** Each issuer's name by slug, for the lists and searches that name a card's bank. */
  issuerNames: Map<string, string>;
  networks: Network[];
  categories: BestCardCategory[];
  awards: AwardEntry[];
  synonyms: SearchSynonym[];
  /** Each card's dated welcome offers, oldest first. */
  offerHistory: Map<string, OfferHistoryEntry[]>;
  /**
   * Members' approved reviews: what card pages show and the ranking reads. Kept here because an
   * approved review's every change raises the data version, which reloads this snapshot, and rankings
   * are kept per snapshot: a new approval ranks afresh, and nothing else does.
   */
  reviews: CardReviewsSnapshot;
}

/** A card's columns as the site serves it: not the staff's copy of its file (`document`) nor its bookkeeping. */
const {
  document: _document,
  sourceFile: _sourceFile,
  staffEditedAt: _staffEditedAt,
  revision: _revision,
  ...SERVED_CARD_COLUMNS
} = getTableColumns(cards);

export async function readCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [
    cardRows,
    linkRows,
    awardRows,
    issuerRows,
    networkRows,
    programRows,
    categoryRows,
    synonymRows,
    offerRows,
    approvedReviews,
  ] = await Promise.all([
    db.select(SERVED_CARD_COLUMNS).from(cards).orderBy(asc(cards.slug)),
    db.select().from(cardCategories),
    db.select().from(awards).orderBy(asc(awards.key)),
    db.select().from(issuers).orderBy(asc(issuers.name)),
    db.select().from(networks).orderBy(asc(networks.name)),
    db.select().from(rewardPrograms).orderBy(asc(rewardPrograms.name)),
    db.select().from(bestCardCategories).orderBy(asc(bestCardCategories.position)),
    db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.position)),
    db.select().from(cardOfferHistory).orderBy(asc(cardOfferHistory.cardSlug), asc(cardOfferHistory.startsOn)),
    readApprovedReviews(db),
  ]);

  const categoriesOf = new Map<string, string[]>();
  for (const link of linkRows)
    categoriesOf.set(link.cardSlug, [...(categoriesOf.get(link.cardSlug) ?? []), link.categorySlug]);
  const awardsOf = new Map<string, string[]>();
  for (const award of awardRows) awardsOf.set(award.cardSlug, [...(awardsOf.get(award.cardSlug) ?? []), award.key]);

  const catalogueCards: CatalogueCard[] = cardRows.map((row) => ({
    slug: row.slug,
    name: row.name,
    displayName: row.displayName,
    issuer: row.issuerSlug,
    network: row.networkSlug as CatalogueCard['network'],
    tier: row.tier,
    cardType: row.cardType as CatalogueCard['cardType'],
    segment: row.segment as CatalogueCard['segment'],
    status: row.status as CatalogueCard['status'],
    affiliateId: row.affiliateId,
    applyUrl: row.applyUrl,
    hasAffiliateLink: row.hasAffiliateLink,
    temporarilyUnavailable: row.temporarilyUnavailable,
    hidden: row.hidden,
    quebecVersionOf: row.quebecVersionOf,
    categories: (categoriesOf.get(row.slug) ?? []).sort(),
    awards: awardsOf.get(row.slug) ?? [],
    fees: row.fees,
    rates: row.rates,
    rewardProgram: row.rewardProgramSlug,
    pointsLabel: row.pointsLabel,
    ...row.earning,
    welcomeBonus: row.welcomeBonus,
    requirements: row.requirements,
    account: row.account ?? { ...UNKNOWN_ACCOUNT },
    insurance: row.insurance,
    perks: row.perks,
    dataAsOf: row.dataAsOf,
    sourceUrl: row.sourceUrl,
    ...row.provenance,
    // Rows written before these facts existed (the next sync rewrites them).
    checkedOn: row.provenance.checkedOn ?? row.dataAsOf,
    pointValueOverride: row.earning.pointValueOverride ?? null,
  }));

  const cardsBySlug = new Map(catalogueCards.map((card) => [card.slug, card]));
  const issuerList = issuerRows.map((row) => ({
    slug: row.slug,
    name: row.name,
    colors: { primary: row.primaryColor, secondary: row.secondaryColor },
    websiteUrl: row.websiteUrl,
    description: row.description,
  }));
  return {
    cards: catalogueCards,
    cardsBySlug,
    programs: new Map(
      programRows.map((row) => [
        row.slug,
        {
          slug: row.slug,
          name: row.name,
          kind: row.kind as RewardProgram['kind'],
          pointValues: row.pointValues,
          redemptions: row.redemptions,
          sourceUrl: row.sourceUrl,
          dataAsOf: row.dataAsOf,
        },
      ]),
    ),
    issuers: issuerList,
    issuerNames: new Map(issuerList.map((issuer) => [issuer.slug, issuer.name])),
    networks: networkRows.map((row) => ({ ...row, slug: row.slug as Network['slug'] })),
    categories: categoryRows.map(({ position: _position, ...category }) => category),
    awards: awardRows,
    synonyms: synonymRows.map(({ position: _position, ...synonym }) => synonym),
    offerHistory: offerRows.reduce((byCard, { cardSlug, ...entry }) => {
      byCard.set(cardSlug, [...(byCard.get(cardSlug) ?? []), { card: cardSlug, ...entry }]);
      return byCard;
    }, new Map<string, OfferHistoryEntry[]>()),
    reviews: cardReviewsSnapshot(approvedReviews, (slug) => cardsBySlug.get(slug)?.displayName ?? slug),
  };
}

/**
 * The catalogue held in memory per process (architecture: catalogue is small and read-mostly). It is
 * read once, on first use, and again after `refresh()` (when staff change it).
 */
export class CatalogueStore {
  private current: Promise<CatalogueSnapshot> | undefined;

  constructor(private readonly db: Database) {}

  get(): Promise<CatalogueSnapshot> {
    this.current ??= readCatalogueSnapshot(this.db).catch((error: unknown) => {
      this.current = undefined;
      throw error;
    });
    return this.current;
  }

  refresh(): Promise<CatalogueSnapshot> {
    this.current = undefined;
    return this.get();
  }
}
