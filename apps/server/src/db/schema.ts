import type { CatalogueCard, RewardProgram } from '@cardgenius/core/catalogue';
import type { ContactDetails, ContactTopic } from '@cardgenius/core/contract';
import type { SearchSynonym } from '@cardgenius/core/search';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Site-wide settings edited by staff: stats, hello bar, notification bell, ... one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const issuers = pgTable('issuers', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  websiteUrl: text('website_url').notNull(),
  description: text('description').notNull(),
});

export const networks = pgTable('networks', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  acceptance: real('acceptance').notNull(),
  description: text('description').notNull(),
});

export const rewardPrograms = pgTable('reward_programs', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  /** Dollars per point in each mode: cash, flex, travel, max. */
  pointValues: jsonb('point_values').$type<RewardProgram['pointValues']>().notNull(),
  redemptions: jsonb('redemptions').$type<RewardProgram['redemptions']>().notNull(),
  sourceUrl: text('source_url').notNull(),
  dataAsOf: date('data_as_of').notNull(),
});

export const bestCardCategories = pgTable('best_card_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  preset: text('preset'),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
  body: text('body').notNull(),
  position: integer('position').notNull(),
});

/**
 * One row per card. Identity and the facts the site filters and sorts on are columns; each group of
 * facts (fees, rates, earning, welcome bonus, requirements, insurance, perks, provenance) is a typed
 * JSON value validated by the catalogue schema before it is written.
 */
export const cards = pgTable(
  'cards',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    issuerSlug: text('issuer_slug')
      .notNull()
      .references(() => issuers.slug),
    networkSlug: text('network_slug')
      .notNull()
      .references(() => networks.slug),
    tier: text('tier'),
    cardType: text('card_type').notNull(),
    affiliateId: text('affiliate_id').notNull().unique(),
    applyUrl: text('apply_url').notNull(),
    hasAffiliateLink: boolean('has_affiliate_link').notNull(),
    temporarilyUnavailable: boolean('temporarily_unavailable').notNull(),
    hidden: boolean('hidden').notNull(),
    quebecVersionOf: text('quebec_version_of'),
    /** The offers page of this card, once it has a product offer. */
    productOfferSlug: text('product_offer_slug'),
    annualFee: numeric('annual_fee', { mode: 'number' }),
    purchaseRate: numeric('purchase_rate', { mode: 'number' }),
    rewardProgramSlug: text('reward_program_slug')
      .notNull()
      .references(() => rewardPrograms.slug),
    pointsLabel: text('points_label').notNull(),
    fees: jsonb('fees').$type<CatalogueCard['fees']>().notNull(),
    rates: jsonb('rates').$type<CatalogueCard['rates']>().notNull(),
    earning: jsonb('earning')
      .$type<Pick<CatalogueCard, 'earn' | 'sharedCaps' | 'partnerRates' | 'bonuses'>>()
      .notNull(),
    welcomeBonus: jsonb('welcome_bonus').$type<CatalogueCard['welcomeBonus']>().notNull(),
    requirements: jsonb('requirements').$type<CatalogueCard['requirements']>().notNull(),
    insurance: jsonb('insurance').$type<CatalogueCard['insurance']>().notNull(),
    perks: jsonb('perks').$type<CatalogueCard['perks']>().notNull(),
    dataAsOf: date('data_as_of').notNull(),
    sourceUrl: text('source_url').notNull(),
    provenance: jsonb('provenance')
      .$type<Pick<CatalogueCard, 'fieldSources' | 'referenceSlugs' | 'referenceDisagreements' | 'notes'>>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cards_issuer_idx').on(table.issuerSlug), index('cards_program_idx').on(table.rewardProgramSlug)],
);

export const cardCategories = pgTable(
  'card_categories',
  {
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade' }),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => bestCardCategories.slug, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.cardSlug, table.categorySlug] })],
);

export const awards = pgTable('awards', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  year: integer('year').notNull(),
  categorySlug: text('category_slug')
    .notNull()
    .references(() => bestCardCategories.slug),
  cardSlug: text('card_slug')
    .notNull()
    .references(() => cards.slug, { onDelete: 'cascade' }),
});

export const searchSynonyms = pgTable('search_synonyms', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  slug: text('slug').notNull(),
  cardField: text('card_field').$type<SearchSynonym['cardField']>(),
  position: integer('position').notNull(),
});

/** Messages sent through the contact form, kept for the team to answer by email. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').$type<ContactTopic>().notNull(),
    message: text('message').notNull(),
    /** The variant fields: card applied for and date (GeniusCash), page and expectation (bug report). */
    details: jsonb('details').$type<ContactDetails>().notNull().default({}),
    /** Ties the message to the server logs of the request that sent it. */
    requestId: text('request_id').notNull(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Answers of the satisfaction widget: a rating (-1, 0, 1) and an optional comment. */
export const satisfactionResponses = pgTable(
  'satisfaction_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    site: text('site').notNull(),
    rating: integer('rating').notNull(),
    comments: text('comments').notNull(),
    category: text('category').notNull(),
    page: text('page').notNull(),
    requestId: text('request_id').notNull(),
  },
  (table) => [index('satisfaction_responses_created_idx').on(table.createdAt)],
);
