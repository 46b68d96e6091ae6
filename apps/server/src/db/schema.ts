import type { CatalogueCard, RewardProgram } from '@cardgenius/core/catalogue';
import type {
  ContactDetails,
  ContactTopic,
  ModerationStatus,
  PostCategory,
  PostStatus,
} from '@cardgenius/core/contract';
import { SITE_TIME_ZONE, type StaffRole } from '@cardgenius/core/rules';
import type { SearchSynonym } from '@cardgenius/core/search';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
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
    segment: text('segment').notNull().default('personal'),
    status: text('status').notNull().default('offered'),
    affiliateId: text('affiliate_id').notNull().unique(),
    applyUrl: text('apply_url').notNull(),
    hasAffiliateLink: boolean('has_affiliate_link').notNull(),
    temporarilyUnavailable: boolean('temporarily_unavailable').notNull(),
    hidden: boolean('hidden').notNull(),
    quebecVersionOf: text('quebec_version_of'),
    annualFee: numeric('annual_fee', { mode: 'number' }),
    purchaseRate: numeric('purchase_rate', { mode: 'number' }),
    rewardProgramSlug: text('reward_program_slug')
      .notNull()
      .references(() => rewardPrograms.slug),
    pointsLabel: text('points_label').notNull(),
    fees: jsonb('fees').$type<CatalogueCard['fees']>().notNull(),
    rates: jsonb('rates').$type<CatalogueCard['rates']>().notNull(),
    earning: jsonb('earning')
      .$type<Pick<CatalogueCard, 'earn' | 'sharedCaps' | 'partnerRates' | 'bonuses' | 'pointValueOverride'>>()
      .notNull(),
    welcomeBonus: jsonb('welcome_bonus').$type<CatalogueCard['welcomeBonus']>().notNull(),
    requirements: jsonb('requirements').$type<CatalogueCard['requirements']>().notNull(),
    account: jsonb('account').$type<CatalogueCard['account']>(),
    insurance: jsonb('insurance').$type<CatalogueCard['insurance']>().notNull(),
    perks: jsonb('perks').$type<CatalogueCard['perks']>().notNull(),
    dataAsOf: date('data_as_of').notNull(),
    sourceUrl: text('source_url').notNull(),
    provenance: jsonb('provenance')
      .$type<
        Pick<CatalogueCard, 'fieldSources' | 'referenceSlugs' | 'referenceDisagreements' | 'notes' | 'checkedOn'>
      >()
      .notNull(),
    /**
     * The card exactly as its file in data/cards holds it (categories and awards its facts and
     * awards.json give are added in the columns above, not here): what staff edit and
     * `catalogue:export` writes back.
     */
    document: jsonb('document').$type<CatalogueCard>(),
    /** The file in data/cards the card belongs to (e.g. `tangerine.json`). */
    sourceFile: text('source_file'),
    /** Set when staff edit the card: the files no longer overwrite it until they hold the same card. */
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
    /** The number of the card's latest revision (card_revisions): an edit names the one it started from. */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cards_issuer_idx').on(table.issuerSlug), index('cards_program_idx').on(table.rewardProgramSlug)],
);

/**
 * Every version of every card: what the files brought (`seed`) and what staff changed (`edit`,
 * `visibility`, `revert`), with the card as it became, the changes, who made them and from which source.
 */
export const cardRevisions = pgTable(
  'card_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind').$type<'seed' | 'edit' | 'visibility' | 'revert'>().notNull(),
    document: jsonb('document').$type<CatalogueCard>().notNull(),
    changes: jsonb('changes').$type<{ path: string; before: unknown; after: unknown }[]>().notNull(),
    sourceUrl: text('source_url'),
    asOf: date('as_of'),
    note: text('note'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('card_revisions_card_number_idx').on(table.cardSlug, table.number),
    check('card_revisions_kind_check', sql`${table.kind} in ('seed', 'edit', 'visibility', 'revert')`),
  ],
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

/** Dated welcome offers of a card, past and latest (`data/offer-history.json`); the card page charts them. */
export const cardOfferHistory = pgTable(
  'card_offer_history',
  {
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    points: integer('points').notNull(),
    requiredSpend: numeric('required_spend', { mode: 'number' }),
    annualFee: numeric('annual_fee', { mode: 'number' }),
    note: text('note'),
    sourceUrl: text('source_url').notNull(),
    asOf: date('as_of').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cardSlug, table.startsOn] })],
);

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
    /** The first page of the visit (shell-and-browsing §7 `landing`); null when the browser did not say. */
    landingPage: text('landing_page'),
    /** The member who answered, from their session (never from the body); null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
  },
  (table) => [index('satisfaction_responses_created_idx').on(table.createdAt)],
);

/**
 * Members. The email is stored normalized (trimmed, lower-case) and is the sign-in name. Secrets are
 * never stored in the clear: the password as an argon2id hash, the authenticator secret sealed with a
 * key derived from AUTH_SECRET.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The member's staff role (docs/decisions/0021); null for a member who may not enter the admin site. */
    role: text('role').$type<StaffRole>(),
    agreedToTermsAt: timestamp('agreed_to_terms_at', { withTimezone: true }),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** Emails about the wallet's cards (a watched card's offer rose, a held card's fee changed), as a weekly digest at most. */
    walletAlerts: boolean('wallet_alerts').notNull().default(true),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    paymentMethod: text('payment_method').$type<'interac' | 'paypal'>(),
    interacEmail: text('interac_email'),
    paypalEmail: text('paypal_email'),
    /** ###-###-#### once the member has added one; verified when mobileVerifiedAt is set. */
    mobileNumber: text('mobile_number'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    skipMobileNumber: boolean('skip_mobile_number').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorValidatedAt: timestamp('two_factor_validated_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is single-use even inside its window. */
    twoFactorLastStep: integer('two_factor_last_step'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Set while staff have locked the account: it cannot sign in and no session of it is accepted.
     * Unlike the lockout above, it lasts until staff unlock it, whatever the password.
     */
    lockedByStaffAt: timestamp('locked_by_staff_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull().unique(),
    referredByCode: text('referred_by_code'),
    /** Where the member registered from (the widget's context). */
    origin: text('origin').notNull().default('site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('admin', 'editor', 'support')`),
    // Staff find members by the start of the address, or of any word of the name (member-admin.ts).
    index('users_email_prefix_idx').on(table.email.op('text_pattern_ops')),
    index('users_name_words_idx').using('gin', sql`to_tsvector('simple', ${table.name})`),
    index('users_created_idx').on(table.createdAt),
  ],
);

/**
 * One row per sign-in. Every token names its session; a token whose session is revoked or expired is
 * refused, so logout, password changes and two-factor changes end sessions at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set once the member has entered an authenticator code in this session. */
    twoFactorAuthenticatedAt: timestamp('two_factor_authenticated_at', { withTimezone: true }),
    /**
     * When the password was last entered in this session: at a password sign-in, or confirmed since
     * (staff's sensitive actions need it recent). Null for a sign-in without one (Google, Facebook).
     */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** What an undo link puts back: the account's address, or its payout destination, before a change. */
export type AccountChangeUndo =
  | { kind: 'email'; email: string }
  | {
      kind: 'payout';
      paymentMethod: 'interac' | 'paypal' | null;
      interacEmail: string | null;
      paypalEmail: string | null;
    };

/**
 * Emailed single-use links (email confirmation, password reset, email change, undoing a change of
 * address or payout destination), stored hashed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm-email' | 'reset-password' | 'change-email' | 'undo-change'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address being confirmed by a change-email token. */
    newEmail: text('new_email'),
    /** What an undo-change token restores. */
    undo: jsonb('undo').$type<AccountChangeUndo>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId)],
);

/** SMS verification codes, stored hashed, with the tries spent on each. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobileNumber: text('mobile_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sms_codes_user_idx').on(table.userId), index('sms_codes_number_idx').on(table.mobileNumber)],
);

/** What a member's wallet alert compares against: the card's figures when watching began or last alerted. */
export interface WatchBaseline {
  /** Welcome bonus points of the current offer (cash back: cents); null when unknown. */
  welcomePoints: number | null;
  /** The largest current GeniusCash offer, dollars; null when none. */
  geniusCash: number | null;
  /** The ongoing annual fee, dollars; null when unknown. */
  annualFee: number | null;
}

/**
 * A member's wallet: the cards they hold (`held`, at most WALLET_HELD_LIMIT) and the cards they saved or
 * watch (`watching`). `baseline` is what alerts compare against (modules/wallet/wallet-alerts.ts).
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade' }),
    status: text('status').$type<'held' | 'watching'>().notNull().default('watching'),
    baseline: jsonb('baseline').$type<WatchBaseline>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardSlug] }),
    check('saved_cards_status_check', sql`${table.status} in ('held', 'watching')`),
  ],
);

/**
 * A change a member's wallet alert found: a watched card's welcome or GeniusCash offer rose, or a held
 * card's annual fee changed. Found once (the baseline moves with it in one transaction); sent once, in
 * the digest that takes it (`digestId`).
 */
export const walletAlertEvents = pgTable(
  'wallet_alert_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade' }),
    kind: text('kind').$type<'welcome-offer' | 'genius-cash' | 'annual-fee'>().notNull(),
    before: doublePrecision('before'),
    after: doublePrecision('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    digestId: uuid('digest_id').references(() => walletDigests.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('wallet_alert_events_kind_check', sql`${table.kind} in ('welcome-offer', 'genius-cash', 'annual-fee')`),
    index('wallet_alert_events_pending_idx').on(table.userId).where(sql`${table.digestId} is null`),
  ],
);

/** A wallet digest email sent to a member: at most one a week. */
export const walletDigests = pgTable(
  'wallet_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_digests_user_idx').on(table.userId, table.sentAt)],
);

/**
 * Cash-back-on-approval offers (GeniusCash): the site's own promise to pay a member once the issuer
 * approves a card applied for through the site. Staff keep them in `data/offers.json`; a card has an
 * offers page (`/offers/{card slug}`) while one of its offers is current.
 */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: open-ended. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The conditions a member must meet, one per entry, shown on the offers page and in the claim email. */
    terms: jsonb('terms').$type<string[]>().notNull(),
    /** 'seed': written from data/offers.json; 'staff': made or edited in the admin site, which the seed never touches. */
    origin: text('origin').$type<'seed' | 'staff'>().notNull().default('seed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offers_card_idx').on(table.cardSlug, table.startsAt),
    check('offers_origin_check', sql`${table.origin} in ('seed', 'staff')`),
  ],
);

/**
 * Every Apply click through a go-link, once: the id is the apply id added to the issuer's URL, chosen by
 * the browser so a retried request cannot count a click twice.
 */
export const applyClicks = pgTable(
  'apply_clicks',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cardSlug: text('card_slug').notNull(),
    affiliateId: text('affiliate_id').notNull(),
    /** Where on the site the click came from (shell-and-browsing §2.1: default Direct). */
    context: text('context').notNull(),
    /** Attribution passed in by a partner or campaign link. */
    aid: text('aid'),
    pid: text('pid'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    analyticsUserId: text('analytics_user_id'),
    analyticsSessionId: text('analytics_session_id'),
    /** The URL the visitor was sent to: always built from the card's registered apply URL. */
    destination: text('destination').notNull(),
    requestId: text('request_id').notNull(),
  },
  (table) => [
    index('apply_clicks_created_idx').on(table.createdAt),
    index('apply_clicks_card_idx').on(table.cardSlug, table.createdAt),
  ],
);

/**
 * GeniusCash claims: an offer a member claimed when applying, and its payout. A claim is the member's
 * ticket: they follow it, and add what the payments team needs, at /ticket.
 */
export const offerClaims = pgTable(
  'offer_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    cardSlug: text('card_slug').notNull(),
    offerId: text('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    applyClickId: uuid('apply_click_id').references(() => applyClicks.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** The payout status as the payments team records it; shown through paymentStatusLabel. */
    status: text('status').notNull().default('unfulfilled'),
    /** Where the payout goes, copied from the member's preference when it is scheduled. */
    payoutMethod: text('payout_method').$type<'interac' | 'paypal'>(),
    payoutEmail: text('payout_email'),
    /** The biweekly payout date the claim is scheduled for, once approved. */
    payoutDate: date('payout_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offer_claims_user_idx').on(table.userId),
    uniqueIndex('offer_claims_user_offer_idx').on(table.userId, table.offerId),
  ],
);

/** What a member adds to a claim's ticket (approval date, a question), and the team's answers. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => offerClaims.id, { onDelete: 'cascade' }),
    author: text('author').$type<'member' | 'staff'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_messages_claim_idx').on(table.claimId, table.createdAt)],
);

/** Every status a claim went through, with the note staff gave (the payout commands give their own). */
export const claimStatusChanges = pgTable(
  'claim_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => offerClaims.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull(),
    /** The staff member; null for the command line (or a staff account since deleted). */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_status_changes_claim_idx').on(table.claimId, table.createdAt)],
);

/**
 * Newsletter subscribers (double opt-in): pending until the emailed link is followed. The address is
 * stored normalized and is unique, so subscribing twice changes nothing but the name and source.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** The form it came from: 'Footer Optin', 'Post Affiliate Apply Modal', ... */
    source: text('source').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull(),
    /** SHA-256 of the confirmation code; cleared once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('newsletter_subscribers_status_idx').on(table.status),
    index('newsletter_subscribers_confirmed_idx').on(table.confirmedAt),
  ],
);

/**
 * The Toronto calendar day of a timestamp column, stored with the row. Computing it per row at query
 * time (date_trunc at 'America/Toronto') costs more than counting the row; `at time zone` with a
 * named zone is immutable, so PostgreSQL can keep it. The zone is the site's (SITE_TIME_ZONE).
 */
const torontoDayOf = (column: string) => sql.raw(`(${column} at time zone '${SITE_TIME_ZONE}')::date`);

/** One visit (shell-and-browsing §3 Analytics session); the browser names it and keeps it up to date. */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: uuid('id').primaryKey(),
    /** The long-lived analytics user cookie. */
    analyticsUserId: uuid('analytics_user_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    region: text('region').notNull(),
    userAgent: text('user_agent').notNull(),
    landingPage: text('landing_page').notNull(),
    origin: text('origin'),
    device: text('device').$type<'desktop' | 'mobile'>().notNull(),
    country: text('country'),
    province: text('province'),
    /** Areas, campaigns, feature histories: what the session has seen, as the browser last sent it. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Toronto day the visit started: the dashboard counts per day from the index alone. */
    createdDay: date('created_day').generatedAlwaysAs(torontoDayOf('created_at')),
  },
  (table) => [
    index('analytics_sessions_created_idx').on(table.createdAt),
    index('analytics_sessions_created_day_idx').on(table.createdDay),
  ],
);

/** Analytics events (pageview, apply, core-feature, ...), each once by its browser-made id; written in batches. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    kind: text('kind').notNull(),
    page: text('page').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The Toronto day it happened on: the dashboard counts page views per day from an index alone. */
    occurredDay: date('occurred_day').generatedAlwaysAs(torontoDayOf('occurred_at')),
  },
  (table) => [
    index('analytics_events_kind_idx').on(table.kind, table.occurredAt),
    index('analytics_events_session_idx').on(table.sessionId),
    // Page views per day are what the dashboard reads most: their own index, without the other kinds.
    index('analytics_events_pageview_day_idx').on(table.occurredDay).where(sql`${table.kind} = 'pageview'`),
  ],
);

/** Every change of sign-in state (ASVS V16): who, what, when, from which request. Never secrets. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
    ip: text('ip'),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, table.createdAt),
    // The audit log's pages: newest first, all of it or one event (or a family of them, by prefix).
    index('audit_events_created_idx').on(table.createdAt),
    index('audit_events_event_idx').on(table.event.op('text_pattern_ops'), table.createdAt),
  ],
);

/** Email and SMS kept instead of sent when no SMTP server or SMS provider is configured (listed at /dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

/**
 * Emails waiting to be sent, written in the same transaction as the change they tell of (a new
 * account, a reset link), so an acknowledged request always gets its email. A worker in every server
 * process claims due rows with a lease, sends them and deletes them; a failure is retried later.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What kind of email, for logs (never the body: it holds links that sign in). */
    label: text('label').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is sending it; another worker takes it over once it has passed. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (table) => [index('mail_queue_due_idx').on(table.nextAttemptAt)],
);

/** Captcha solutions already accepted, so a solved challenge cannot be replayed before it expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Lets a GeniusCash sign-up add its mobile number right after registering, before the email is
 * confirmed (accounts spec §4). Registering a taken address gets a ticket too, with no user, so the
 * answer never shows whether the address was free.
 */
export const registrationTickets = pgTable('registration_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A member's sign-in with a social provider: the provider's own id of the person (OIDC `sub`, Facebook's
 * app-scoped id), matched first on every later sign-in, so a change of address at the provider still
 * reaches the same member. The address is the verified one it was linked by, kept for the audit trail.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    linkedEmail: text('linked_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_accounts_provider_subject_idx').on(table.provider, table.subject),
    index('social_accounts_user_idx').on(table.userId),
  ],
);

/**
 * One number that changes whenever what public pages show changes: the catalogue, offers, settings,
 * posts and authors. Triggers on those tables raise it (migrations 0012 and 0013), so a change made by
 * any process, a command line or by hand is seen by every server process, which polls it (`DataVersion`).
 */
export const dataVersion = pgTable('data_version', {
  scope: text('scope').primaryKey(),
  version: integer('version').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A PostgreSQL full-text document (`tsvector`); read only through text-search operators. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The publication's authors (`data/content/authors.json`). The biography may name live figures
 * ({cardCount}, {dataPoints}, {subscribers}), filled when it is read.
 */
export const authors = pgTable('authors', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  email: text('email'),
  avatarUrl: text('avatar_url'),
  education: text('education'),
  expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
  twitter: text('twitter'),
  linkedIn: text('linkedin'),
  /** Fingerprint of the seeded entry: a seed rewrites the row only when its source changed. */
  sourceHash: text('source_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Articles, news and reviews. The body is Markdown with card placeholders, rendered when read. A post
 * is `seed` while it is as `data/content/posts/` has it (a seed may rewrite it when its file changes),
 * and `staff` from the first edit or status change an editor makes (a seed never touches it again).
 * `search` is the English full-text document: title weighted A, excerpt B, body C.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    featuredImageUrl: text('featured_image_url'),
    featuredImageAlt: text('featured_image_alt'),
    categories: text('categories').array().$type<PostCategory[]>().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** One or two author slugs, in byline order. */
    authorSlugs: text('author_slugs').array().notNull(),
    cardSlugs: text('card_slugs').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<PostStatus>().notNull(),
    /** When it was or will be published (a scheduled post shows from then on). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** What the blog sorts by: the publish date. */
    sortDate: timestamp('sort_date', { withTimezone: true }),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change, so two editors never overwrite each other. */
    version: integer('version').notNull().default(1),
    /** Words of the body, for the reading time of list entries without reading every body. */
    wordCount: integer('word_count').notNull().default(0),
    origin: text('origin').$type<'seed' | 'staff'>().notNull(),
    /** Fingerprint of the seeded file; null for posts staff created. */
    sourceHash: text('source_hash'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english', coalesce("body", '')), 'C')`,
      ),
  },
  (table) => [
    index('posts_search_idx').using('gin', table.search),
    index('posts_listing_idx').on(table.status, table.sortDate),
    index('posts_categories_idx').using('gin', table.categories),
    index('posts_card_slugs_idx').using('gin', table.cardSlugs),
    check('posts_status_check', sql`${table.status} in ('draft', 'scheduled', 'published', 'archived')`),
    check('posts_origin_check', sql`${table.origin} in ('seed', 'staff')`),
    check('posts_authors_check', sql`cardinality(${table.authorSlugs}) between 1 and 2`),
    // A scheduled or published post has a publish time; a draft or archived post may keep one from before.
    check(
      'posts_published_at_check',
      sql`${table.status} in ('draft', 'archived') or ${table.publishedAt} is not null`,
    ),
  ],
);

/**
 * Readers' comments on posts (shell-and-browsing §3 blog post comment): threaded by parent, pending until
 * a moderator approves them (or at once for a confirmed member with an approved comment before).
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    /** The member who wrote it, when signed in. */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Never shown: for reply emails and moderation. Lower-cased. */
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ModerationStatus>().notNull(),
    /** The writer asked for an email when someone replies. */
    notifyReplies: boolean('notify_replies').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
  },
  (table) => [
    index('post_comments_post_idx').on(table.postId, table.status, table.createdAt),
    index('post_comments_queue_idx').on(table.status, table.createdAt),
    index('post_comments_email_idx').on(table.authorEmail),
    check('post_comments_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'spam')`),
  ],
);

/** Members' reviews of cards (issue: member card reviews): one per member per card, moderated. */
export const cardReviews = pgTable(
  'card_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardSlug: text('card_slug')
      .notNull()
      .references(() => cards.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    holdsCard: boolean('holds_card').notNull(),
    /** First day of the month the member got the card, when they hold it and said so. */
    heldSince: date('held_since'),
    status: text('status').$type<ModerationStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('card_reviews_member_card_idx').on(table.memberId, table.cardSlug),
    index('card_reviews_card_idx').on(table.cardSlug, table.status, table.updatedAt),
    index('card_reviews_queue_idx').on(table.status, table.updatedAt),
    check('card_reviews_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'spam')`),
    check('card_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** PostgreSQL's bytes, as Node's Buffer (PGlite and node-postgres both read bytea into one). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images staff upload for posts, stored resized and re-encoded (never the file as sent), so every server
 * process serves the same bytes. The id is the start of the stored bytes' SHA-256: an address that never
 * changes what it shows, so browsers and CDNs may keep it for good.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_images_created_idx').on(table.createdAt)],
);
