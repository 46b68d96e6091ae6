import type { CatalogueCard } from '@cardgenius/core/catalogue';
import type { cards } from '../db/schema';

/**
 * A card's row: `served` is the card as the site serves it (with the categories and awards its facts
 * and awards.json give), `document` the card as its file holds it. The seed and staff edits both write
 * through here, so a card reads the same whoever wrote it.
 */
export function cardColumns(
  served: CatalogueCard,
  document: CatalogueCard,
  sourceFile: string,
): Omit<typeof cards.$inferInsert, 'staffEditedAt' | 'revision'> {
  return {
    slug: served.slug,
    name: served.name,
    displayName: served.displayName,
    issuerSlug: served.issuer,
    networkSlug: served.network,
    tier: served.tier,
    cardType: served.cardType,
    segment: served.segment,
    status: served.status,
    affiliateId: served.affiliateId,
    applyUrl: served.applyUrl,
    hasAffiliateLink: served.hasAffiliateLink,
    temporarilyUnavailable: served.temporarilyUnavailable,
    hidden: served.hidden,
    quebecVersionOf: served.quebecVersionOf,
    annualFee: served.fees.annual,
    purchaseRate: served.rates.purchase,
    rewardProgramSlug: served.rewardProgram,
    pointsLabel: served.pointsLabel,
    fees: served.fees,
    rates: served.rates,
    earning: {
      earn: served.earn,
      sharedCaps: served.sharedCaps,
      partnerRates: served.partnerRates,
      bonuses: served.bonuses,
      pointValueOverride: served.pointValueOverride,
    },
    welcomeBonus: served.welcomeBonus,
    requirements: served.requirements,
    account: served.account,
    insurance: served.insurance,
    perks: served.perks,
    dataAsOf: served.dataAsOf,
    sourceUrl: served.sourceUrl,
    provenance: {
      fieldSources: served.fieldSources,
      referenceSlugs: served.referenceSlugs,
      referenceDisagreements: served.referenceDisagreements,
      notes: served.notes,
      checkedOn: served.checkedOn,
    },
    document,
    sourceFile,
    updatedAt: new Date(),
  };
}
