import type { WalletAnalysis } from '@cardgenius/core/contract';
import type { PlanPart } from './wallet-text';

/**
 * A wallet analysis as the API answers it (trimmed from a real answer): Amex Cobalt's grocery and
 * restaurant cap filled, the rest of those categories on Scotiabank Gold Amex, recurring bills on
 * Tangerine. For the wallet components' tests.
 */

const COBALT_CAP: PlanPart['cap'] = { kind: 'shared', upTo: 30000, categories: ['grocery', 'restaurant'], full: true };
const GOLD_CAP: PlanPart['cap'] = {
  kind: 'shared',
  upTo: 50000,
  categories: ['gas', 'grocery', 'restaurant'],
  full: false,
};

export const ANALYSIS: WalletAnalysis = {
  source: 'visitor',
  held: [
    {
      slug: 'american-express-cobalt-card',
      name: 'American Express Cobalt Card',
      displayName: 'Amex Cobalt',
      issuerName: 'American Express',
      annualFee: 191.88,
      goUrl: '/go/amex-cobalt',
    },
    {
      slug: 'tangerine-money-back-credit-card',
      name: 'Tangerine Money-Back Credit Card',
      displayName: 'Tangerine Money-Back',
      issuerName: 'Tangerine',
      annualFee: 0,
      goUrl: '/go/tangerine-money-back',
    },
    {
      slug: 'scotiabank-gold-american-express-card',
      name: 'Scotiabank Gold American Express Card',
      displayName: 'Scotiabank Gold Amex',
      issuerName: 'Scotiabank',
      annualFee: 120,
      goUrl: '/go/scotia-gold-amex',
    },
  ],
  unknown: [],
  monthlySpend: { regular: 600, gas: 0, grocery: 2500, drug: 0, restaurant: 500, bills: 150, travel: 0, store: 0 },
  plan: {
    pointValueMode: 'flex',
    categories: [
      {
        category: 'regular',
        annualSpend: 7200,
        rewards: 72,
        splitByCap: false,
        parts: [
          {
            card: 'american-express-cobalt-card',
            basis: 'tier',
            tier: 1,
            rate: 1,
            returnRate: 0.01,
            spend: 7200,
            rewards: 72,
            estimated: false,
            cap: null,
          },
        ],
      },
      { category: 'gas', annualSpend: 0, rewards: 0, splitByCap: false, parts: [] },
      {
        category: 'grocery',
        annualSpend: 30000,
        rewards: 1500,
        splitByCap: true,
        parts: [
          {
            card: 'american-express-cobalt-card',
            basis: 'tier',
            tier: 1,
            rate: 5,
            returnRate: 0.05,
            spend: 25000,
            rewards: 1250,
            estimated: false,
            cap: COBALT_CAP,
          },
          {
            card: 'scotiabank-gold-american-express-card',
            basis: 'tier',
            tier: 1,
            rate: 5,
            returnRate: 0.05,
            spend: 5000,
            rewards: 250,
            estimated: false,
            cap: GOLD_CAP,
          },
        ],
      },
      { category: 'drug', annualSpend: 0, rewards: 0, splitByCap: false, parts: [] },
      {
        category: 'restaurant',
        annualSpend: 6000,
        rewards: 300,
        splitByCap: true,
        parts: [
          {
            card: 'american-express-cobalt-card',
            basis: 'tier',
            tier: 1,
            rate: 5,
            returnRate: 0.05,
            spend: 5000,
            rewards: 250,
            estimated: false,
            cap: COBALT_CAP,
          },
          {
            card: 'scotiabank-gold-american-express-card',
            basis: 'tier',
            tier: 1,
            rate: 5,
            returnRate: 0.05,
            spend: 1000,
            rewards: 50,
            estimated: false,
            cap: GOLD_CAP,
          },
        ],
      },
      {
        category: 'bills',
        annualSpend: 1800,
        rewards: 36,
        splitByCap: false,
        parts: [
          {
            card: 'tangerine-money-back-credit-card',
            basis: 'tier',
            tier: 1,
            rate: 2,
            returnRate: 0.02,
            spend: 1800,
            rewards: 36,
            estimated: true,
            cap: null,
          },
        ],
      },
      { category: 'travel', annualSpend: 0, rewards: 0, splitByCap: false, parts: [] },
      { category: 'store', annualSpend: 0, rewards: 0, splitByCap: false, parts: [] },
    ],
    cards: [
      {
        slug: 'american-express-cobalt-card',
        annualSpend: 37200,
        rewards: 1572,
        bonusRewards: 0,
        annualFee: 191.88,
        estimated: [],
      },
      {
        slug: 'tangerine-money-back-credit-card',
        annualSpend: 1800,
        rewards: 36,
        bonusRewards: 0,
        annualFee: 0,
        estimated: ['bills'],
      },
      {
        slug: 'scotiabank-gold-american-express-card',
        annualSpend: 6000,
        rewards: 325,
        bonusRewards: 25,
        annualFee: 120,
        estimated: [],
      },
    ],
    annualRewards: 1933,
    annualFees: 311.88,
    netAnnualRewards: 1621.12,
    exact: true,
  },
  next: [
    {
      card: {
        slug: 'rogers-red-world-elite-mastercard',
        name: 'Rogers Red World Elite Mastercard',
        displayName: 'Rogers Red World Elite',
        issuerName: 'Rogers Bank',
        annualFee: 0,
        goUrl: '/go/rogers-red-world-elite',
      },
      rewardsGain: 39,
      annualFee: 0,
      ongoingValue: 39,
      welcomeBonus: 0,
      firstYearFee: 0,
      firstYearValue: 39,
      creditFit: 'below',
      rating: 3.3,
      bonusGain: 0,
      estimated: true,
      changes: [
        {
          category: 'regular',
          spend: 7200,
          rewards: 108,
          gain: 36,
          from: [{ card: 'american-express-cobalt-card', spend: 7200 }],
        },
        { category: 'bills', spend: 0, rewards: 0, gain: 3, from: [] },
        {
          category: 'store',
          spend: 0,
          rewards: 0,
          gain: 0.2,
          from: [{ card: 'american-express-cobalt-card', spend: 1 }],
        },
      ],
    },
  ],
  considered: 120,
  couldGo: [
    {
      card: {
        slug: 'scotiabank-gold-american-express-card',
        name: 'Scotiabank Gold American Express Card',
        displayName: 'Scotiabank Gold Amex',
        issuerName: 'Scotiabank',
        annualFee: 120,
        goUrl: '/go/scotia-gold-amex',
      },
      rewardsLost: 45,
      annualFee: 120,
      saving: 75,
      moves: [
        {
          category: 'grocery',
          spend: 5000,
          to: [{ card: 'tangerine-money-back-credit-card', spend: 5000 }],
        },
        {
          category: 'restaurant',
          spend: 1000,
          to: [{ card: 'tangerine-money-back-credit-card', spend: 1000 }],
        },
      ],
    },
  ],
  additions: [],
};
