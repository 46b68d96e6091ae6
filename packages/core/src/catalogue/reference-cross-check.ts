import { currentWelcomePoints } from './offer-history';
import type { CatalogueCard, SpendCategory } from './schema';
import { SPEND_CATEGORIES } from './schema';

/** A card as the ccg snapshot holds it (only the fields compared). */
export interface CcgReferenceCard {
  slug: string;
  annualFee: number | null;
  annualFeeQC: number | null;
  extraCardFee: number | null;
  foreignExchangeFee: number | null;
  minIncome: number | null;
  minFamilyIncome: number | null;
  purchaseInterestRate: number | null;
  cashAdvanceInterestRate: number | null;
  balanceTransferInterestRate: number | null;
  signUpBonusAdvanced?: Array<{ bonus: number; months: number; spendingRequirement: number }> | null;
  multipliers?: Record<string, number | Array<{ multi: number; amount?: number }>> | null;
}

/** A card as the pot snapshot holds it (only the fields compared). */
export interface PotReferenceCard {
  slug: string;
  annualFee: number | null;
  firstYearAnnualFee: number | null;
  minPersonalIncome: number | null;
}

/** One figure both we and a snapshot hold, with whether they agree. */
export interface ComparedFigure {
  /** Our card's slug. */
  slug: string;
  reference: 'ccg' | 'pot';
  field: string;
  theirs: unknown;
  ours: unknown;
  agrees: boolean;
}

const EPSILON = 1e-9;
const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < EPSILON : JSON.stringify(a) === JSON.stringify(b);

function compare(
  out: ComparedFigure[],
  slug: string,
  reference: 'ccg' | 'pot',
  field: string,
  theirs: unknown,
  ours: unknown,
): void {
  // Only figures both sides state are compared; an empty field of ours is "left out", not a disagreement.
  if (theirs === null || theirs === undefined || ours === null || ours === undefined) return;
  out.push({ slug, reference, field, theirs, ours, agrees: same(theirs, ours) });
}

/** ccg multipliers as our tiers: a number is one uncapped tier; a list gives tiers with annual caps. */
function ccgTiers(value: number | Array<{ multi: number; amount?: number }> | undefined) {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return [{ rate: value, upTo: null }];
  let cumulative = 0;
  return value.map((tier) => {
    if (tier.amount === undefined) return { rate: tier.multi, upTo: null };
    cumulative += tier.amount;
    return { rate: tier.multi, upTo: cumulative };
  });
}

export function compareWithCcg(card: CatalogueCard, ref: CcgReferenceCard): ComparedFigure[] {
  const out: ComparedFigure[] = [];
  compare(out, card.slug, 'ccg', 'fees.annual', ref.annualFee, card.fees.annual);
  compare(out, card.slug, 'ccg', 'fees.annualQuebec', ref.annualFeeQC, card.fees.annualQuebec);
  compare(out, card.slug, 'ccg', 'fees.supplementaryCard', ref.extraCardFee, card.fees.supplementaryCard);
  compare(out, card.slug, 'ccg', 'fees.foreignExchange', ref.foreignExchangeFee, card.fees.foreignExchange);
  compare(out, card.slug, 'ccg', 'requirements.personalIncome', ref.minIncome, card.requirements.personalIncome);
  compare(
    out,
    card.slug,
    'ccg',
    'requirements.householdIncome',
    ref.minFamilyIncome,
    card.requirements.householdIncome,
  );
  compare(out, card.slug, 'ccg', 'rates.purchase', ref.purchaseInterestRate, card.rates.purchase);
  compare(out, card.slug, 'ccg', 'rates.cashAdvance', ref.cashAdvanceInterestRate, card.rates.cashAdvance);
  compare(out, card.slug, 'ccg', 'rates.balanceTransfer', ref.balanceTransferInterestRate, card.rates.balanceTransfer);
  if (ref.signUpBonusAdvanced && ref.signUpBonusAdvanced.length > 0 && card.welcomeBonus.tiers.length > 0) {
    const theirs = ref.signUpBonusAdvanced.reduce((sum, tier) => sum + tier.bonus, 0);
    const ours = currentWelcomePoints(card);
    compare(out, card.slug, 'ccg', 'welcomeBonus.total', theirs, ours);
  }
  for (const category of SPEND_CATEGORIES) {
    const theirs = ccgTiers(ref.multipliers?.[category]);
    const ours = card.earn[category as SpendCategory];
    if (theirs && ours.length > 0) compare(out, card.slug, 'ccg', `earn.${category}`, theirs, ours);
  }
  return out;
}

export function compareWithPot(card: CatalogueCard, ref: PotReferenceCard): ComparedFigure[] {
  const out: ComparedFigure[] = [];
  compare(out, card.slug, 'pot', 'fees.annual', ref.annualFee, card.fees.annual);
  compare(out, card.slug, 'pot', 'fees.firstYear', ref.firstYearAnnualFee, card.fees.firstYear);
  compare(
    out,
    card.slug,
    'pot',
    'requirements.personalIncome',
    ref.minPersonalIncome,
    card.requirements.personalIncome,
  );
  return out;
}
