import '../zod-setup';
import { z } from 'zod';
import { SPEND_CATEGORIES } from '../catalogue/constants';
import { POST_CATEGORIES } from '../contract/posts';

/**
 * The files the publication is seeded from (`data/content/`): one Markdown file per article with YAML
 * front matter, and the authors. Every figure an article shows comes from the catalogue through a
 * placeholder, so an article never goes stale:
 *
 * - `{{card:slug}}` alone on a line: the card's live box (its rating and net annual rewards for the
 *   reader's own filter state, and Apply);
 * - `{{card:slug.fact}}` inside a sentence: one current fact of the card, one of CARD_FACTS. A fact the
 *   issuer does not publish reads as such, never as zero.
 */

/** The facts an article may name inline, each formatted for a reader by the server. */
export const CARD_FACTS = [
  'name',
  'issuer',
  'network',
  'rewardProgram',
  'annualFee',
  'firstYearFee',
  'purchaseRate',
  'cashAdvanceRate',
  'foreignExchangeFee',
  'welcomeBonus',
  'welcomeBonusValue',
  'minimumIncome',
  'rating',
  'netAnnualRewards',
  'dataAsOf',
  ...SPEND_CATEGORIES.map((category) => `earn.${category}` as const),
] as const;
export type CardFact = (typeof CARD_FACTS)[number];

const FACTS = new Set<string>(CARD_FACTS);

/** `{{card:slug}}` or `{{card:slug.fact}}`; the fact may hold one dot (`earn.grocery`). */
export const CARD_PLACEHOLDER = /\{\{card:([a-z0-9-]+)(?:\.([a-zA-Z]+(?:\.[a-zA-Z]+)?))?\}\}/g;

export type CardPlaceholder =
  | { kind: 'box'; slug: string; text: string }
  | { kind: 'fact'; slug: string; fact: CardFact; text: string }
  | { kind: 'unknown-fact'; slug: string; fact: string; text: string };

/** Every card placeholder of a Markdown text, in order; a box is one alone on its line. */
export function cardPlaceholders(markdown: string): CardPlaceholder[] {
  const found: CardPlaceholder[] = [];
  for (const match of markdown.matchAll(CARD_PLACEHOLDER)) {
    const [text, slug = '', fact] = match;
    if (fact === undefined) found.push({ kind: 'box', slug, text });
    else if (FACTS.has(fact)) found.push({ kind: 'fact', slug, fact: fact as CardFact, text });
    else found.push({ kind: 'unknown-fact', slug, fact, text });
  }
  return found;
}

/** The slug of a line that is a card box and nothing else (surrounding spaces aside), or null. */
export function cardBoxLine(line: string): string | null {
  return /^\s*\{\{card:([a-z0-9-]+)\}\}\s*$/.exec(line)?.[1] ?? null;
}

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const offsetDateTime = z.iso.datetime({ offset: true });

/** An article file's front matter. */
export const ArticleFrontMatter = z.strictObject({
  title: z.string().min(10).max(160),
  slug: slug.max(120),
  excerpt: z.string().min(40).max(400),
  categories: z.array(z.enum(POST_CATEGORIES)).min(1).max(3),
  tags: z.array(slug.max(40)).max(12),
  authors: z.array(slug).min(1).max(2),
  status: z.enum(['draft', 'scheduled', 'published']),
  /** When it is (or was) published; required unless a draft. */
  publishedAt: offsetDateTime.nullable(),
  /** A later editorial update, when there was one. */
  modifiedAt: offsetDateTime.nullable().optional(),
  /** The cards the article covers (related cards, and the search's card links). */
  cards: z.array(slug).max(20),
  featuredImage: z.strictObject({ url: z.string().min(1), alt: z.string().min(5) }).nullable(),
});
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatter>;

/** `data/content/authors.json`: the editorial team's roles unless a real person is configured. */
export const AuthorSource = z.strictObject({
  slug: slug.max(80),
  name: z.string().min(2).max(80),
  title: z.string().min(2).max(80),
  /** Plain text; may name {cardCount}, {dataPoints}, {subscribers}, filled from live figures. */
  bio: z.string().min(40).max(2000),
  email: z.email().nullable(),
  avatarUrl: z.string().nullable(),
  education: z.string().nullable(),
  expertise: z.array(z.string().min(2)).max(10),
  twitter: z.url().nullable(),
  linkedIn: z.url().nullable(),
});
export type AuthorSource = z.infer<typeof AuthorSource>;

/** The placeholders an author's biography may name (accounts spec §3), filled from live figures. */
export const AUTHOR_BIO_PLACEHOLDERS = ['cardCount', 'dataPoints', 'subscribers'] as const;
