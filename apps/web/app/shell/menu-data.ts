import type { FeatureFlag } from '@cardgenius/core';
import type { MenuItemSchedule } from '@cardgenius/core/rules';
import type { MenuGroupId } from './menu-groups';

/** One link of the main menu; dated or promotional links show only while current (§2.7). */
export interface MenuLink extends MenuItemSchedule {
  name: string;
  to: string;
  /** Shown only when this feature is on. */
  feature?: FeatureFlag;
  /** The offers link: shown while the largest cash back offer is above 0, with its amount as copy. */
  giftCardOffers?: true;
  /** The newsletter link that takes the offers link's place when there is no cash back offer. */
  whenNoOffer?: true;
}

export interface MenuColumn {
  title: string;
  items: MenuLink[];
  /** The Reviews column: its items are the menu placements. */
  reviews?: true;
}

export interface MenuGroup {
  id: MenuGroupId;
  columns: MenuColumn[];
}

const CREDIT_SCORE_LINKS: MenuLink[] = [
  { name: 'Excellent (760+)', to: '/credit-cards?credit=excellent' },
  { name: 'Very good (725–759)', to: '/credit-cards?credit=very-good' },
  { name: 'Good (660–724)', to: '/credit-cards?credit=good' },
  { name: 'Fair (560–659)', to: '/credit-cards?credit=fair' },
  { name: 'Poor (300–559)', to: '/credit-cards?credit=poor' },
];

/** The columns of each main menu group (shell-and-browsing §2.7), by group id. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'compare',
    columns: [
      {
        title: 'Compare',
        items: [
          { name: 'Quick compare', to: '/credit-cards' },
          { name: 'Card quiz', to: '/credit-card-quiz' },
          { name: 'Top credit card deals', to: '/credit-cards?sort=-firstYearValue' },
        ],
      },
      {
        title: 'Tools',
        items: [
          { name: 'What matters to you', to: '/sliders' },
          { name: 'Reward points calculator', to: '/reward-points-calculator' },
          { name: 'Search cards', to: '/genius-search' },
        ],
      },
    ],
  },
  {
    id: 'best',
    columns: [
      {
        title: 'Best cards',
        items: [
          { name: 'See all', to: '/best-credit-cards' },
          { name: 'By type', to: '/best-credit-cards/by-type' },
          { name: 'By bank', to: '/best-credit-cards/by-bank' },
          { name: 'Best card for you', to: '/credit-card-quiz' },
          { name: 'Gift card offers', to: '/offers', feature: 'offers', giftCardOffers: true },
          { name: 'Free newsletter', to: '/newsletter', feature: 'newsletter', whenNoOffer: true },
        ],
      },
      {
        title: 'Popular',
        items: [
          { name: 'Cash back', to: '/best-credit-cards/cash-back' },
          { name: 'Travel', to: '/best-credit-cards/travel' },
          { name: 'No annual fee', to: '/best-credit-cards/no-fee' },
          { name: 'Low interest', to: '/best-credit-cards/low-interest' },
          { name: 'Groceries', to: '/best-credit-cards/grocery' },
          { name: 'Gas', to: '/best-credit-cards/gas' },
        ],
      },
      {
        title: 'By network',
        items: [
          { name: 'Visa', to: '/best-credit-cards/visa' },
          { name: 'Mastercard', to: '/best-credit-cards/mastercard' },
          { name: 'American Express', to: '/best-credit-cards/amex' },
        ],
      },
    ],
  },
  {
    id: 'blog',
    columns: [
      { title: 'Reviews', items: [], reviews: true },
      {
        title: 'Articles',
        items: [
          { name: 'Blog', to: '/blog', feature: 'blog' },
          { name: 'News', to: '/news', feature: 'blog' },
          { name: 'Credit cards 101', to: '/blog/credit-cards-101', feature: 'blog' },
          { name: 'How we rate cards', to: '/methodology' },
          { name: 'Questions and answers', to: '/faq' },
        ],
      },
      {
        title: 'Deals',
        items: [
          { name: 'Biggest first-year value', to: '/credit-cards?sort=-firstYearValue' },
          { name: 'Welcome bonuses', to: '/best-credit-cards/welcome-bonus' },
          { name: 'First year free', to: '/best-credit-cards/first-year-free' },
          { name: 'Newsletter', to: '/newsletter', feature: 'newsletter' },
        ],
      },
    ],
  },
  {
    id: 'credit-score',
    columns: [
      { title: 'Cards for your score', items: CREDIT_SCORE_LINKS },
      {
        title: 'Building credit',
        items: [
          { name: 'Secured cards', to: '/best-credit-cards/secured' },
          { name: 'Student cards', to: '/best-credit-cards/student' },
          { name: 'Cards for newcomers', to: '/best-credit-cards/newcomers' },
          { name: 'Low income requirement', to: '/best-credit-cards/low-income' },
        ],
      },
    ],
  },
];
