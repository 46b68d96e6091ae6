import type { DatedField } from '../catalogue/freshness';
import type { CatalogueCard, RewardProgram } from '../catalogue/schema';
import { type CardEstimates, NO_ESTIMATES } from './peer-estimates';
import { scoreCard } from './rate-card';
import type { RatingProfile } from './rating-profile';

/**
 * How much a figure moves a card's rating: the largest change of the exact rating when the figure is
 * 20 % higher or lower (fees and rates by at least $20 or 2 points, so a stated 0 still counts), or,
 * for insurance, when it is unknown. It ranks what to re-check first: a stale figure that barely
 * moves the rating can wait.
 */
export const FIGURE_CHANGE = 0.2;

type Variant = (card: CatalogueCard) => void;

const scaled = (value: number, factor: number) => value * factor;
const shifted = (value: number, up: boolean, floor: number) =>
  Math.max(0, value + (up ? 1 : -1) * Math.max(value * FIGURE_CHANGE, floor));

function variants(field: DatedField, card: CatalogueCard): Variant[] {
  const both = (change: (target: CatalogueCard, up: boolean) => void): Variant[] => [
    (target) => change(target, true),
    (target) => change(target, false),
  ];
  const factor = (up: boolean) => (up ? 1 + FIGURE_CHANGE : 1 - FIGURE_CHANGE);
  switch (field) {
    case 'fees.annual':
    case 'fees.firstYear': {
      const key = field === 'fees.annual' ? 'annual' : 'firstYear';
      const value = card.fees[key];
      return value === null ? [] : both((target, up) => (target.fees[key] = shifted(value, up, 20)));
    }
    case 'fees.foreignExchange': {
      const value = card.fees.foreignExchange;
      return value === null ? [] : both((target, up) => (target.fees.foreignExchange = shifted(value, up, 0.005)));
    }
    case 'fees.cashAdvance':
    case 'fees.balanceTransfer': {
      const key = field === 'fees.cashAdvance' ? 'cashAdvance' : 'balanceTransfer';
      const value = card.fees[key];
      if (value === null) return [];
      return both((target, up) => {
        target.fees[key] = {
          amount: value.amount === null ? null : shifted(value.amount, up, 1),
          percentage: value.percentage === null ? null : Math.min(0.4, shifted(value.percentage, up, 0.005)),
        };
      });
    }
    case 'rates.purchase':
    case 'rates.cashAdvance':
    case 'rates.balanceTransfer': {
      const key = field.slice('rates.'.length) as 'purchase' | 'cashAdvance' | 'balanceTransfer';
      const value = card.rates[key];
      return value === null ? [] : both((target, up) => (target.rates[key] = Math.min(0.4, shifted(value, up, 0.02))));
    }
    case 'earn':
      return both((target, up) => {
        for (const tiers of Object.values(target.earn))
          for (const tier of tiers) tier.rate = Math.min(40, scaled(tier.rate, factor(up)));
      });
    case 'welcomeBonus':
      return card.welcomeBonus.tiers.length === 0 && card.welcomeBonus.valueDollars === null
        ? []
        : both((target, up) => {
            for (const tier of target.welcomeBonus.tiers) tier.amount = scaled(tier.amount, factor(up));
            const value = target.welcomeBonus.valueDollars;
            if (value !== null) target.welcomeBonus.valueDollars = Math.min(3000, scaled(value, factor(up)));
          });
    case 'bonuses':
      return both((target, up) => {
        const { bonuses } = target;
        if (bonuses.birthdayPercent !== null)
          bonuses.birthdayPercent = Math.min(1, scaled(bonuses.birthdayPercent, factor(up)));
        if (bonuses.anniversaryPoints !== null)
          bonuses.anniversaryPoints = scaled(bonuses.anniversaryPoints, factor(up));
        for (const threshold of bonuses.spendThresholds) threshold.points = scaled(threshold.points, factor(up));
      });
    case 'requirements.personalIncome': {
      const value = card.requirements.personalIncome;
      return value === null
        ? []
        : both((target, up) => (target.requirements.personalIncome = Math.round(shifted(value, up, 5000))));
    }
    case 'insurance':
      return [
        (target) => {
          for (const key of Object.keys(target.insurance) as Array<keyof CatalogueCard['insurance']>)
            target.insurance[key] = null;
        },
      ];
    case 'perks':
      return both((target, up) => {
        for (const perk of target.perks) perk.valueDollars = Math.min(2000, scaled(perk.valueDollars, factor(up)));
      });
  }
}

/** Rating points (0–5 scale) the figure can move the card's rating for `profile`. */
export function figureImpact(
  card: CatalogueCard,
  program: RewardProgram | null | undefined,
  profile: RatingProfile,
  field: DatedField,
  estimates: CardEstimates = NO_ESTIMATES,
): number {
  const base = scoreCard(card, program, profile, estimates).exactRating;
  let largest = 0;
  for (const change of variants(field, card)) {
    const variant = structuredClone(card);
    change(variant);
    largest = Math.max(largest, Math.abs(scoreCard(variant, program, profile, estimates).exactRating - base));
  }
  return largest;
}
