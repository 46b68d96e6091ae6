import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PostCategory, PostStatus } from '@cardgenius/core/contract';
import { authors, posts } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { loadPublicationSources, type PublicationSources } from './publication-sources';
import { forgetPublishedPostCount } from './published-post-count';
import { syncPublication } from './sync-publication';

// Shared by the posts tests: the fixture publication (real card slugs) and posts made to order.

export const FIXTURE_CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures', 'content');

/** The fixture authors and articles, checked against the app's catalogue. */
export async function fixtureSources(t: TestApp, dir = FIXTURE_CONTENT_DIR): Promise<PublicationSources> {
  const { cards } = await t.deps.catalogue.get();
  return loadPublicationSources(dir, cards);
}

/**
 * Empties the publication (whatever the seed put in the template) and seeds the fixtures, so a test
 * file knows exactly which posts exist.
 */
export async function seedFixturePublication(t: TestApp, now = new Date('2026-11-27T12:00:00Z')) {
  await t.database.db.delete(posts);
  await t.database.db.delete(authors);
  const result = await syncPublication(t.database.db, await fixtureSources(t), now);
  forgetPublishedPostCount(t.database.db);
  return result;
}

let made = 0;

/** A post written straight into the table, published a day before `publishedAt` unless told. */
export async function insertPost(
  t: TestApp,
  options: {
    slug?: string;
    title?: string;
    excerpt?: string;
    body?: string;
    status?: PostStatus;
    publishedAt?: Date | null;
    modifiedAt?: Date;
    categories?: PostCategory[];
    tags?: string[];
    authorSlugs?: string[];
    cardSlugs?: string[];
  } = {},
) {
  made++;
  const publishedAt = options.publishedAt === undefined ? new Date('2026-06-01T12:00:00Z') : options.publishedAt;
  const [row] = await t.database.db
    .insert(posts)
    .values({
      slug: options.slug ?? `made-post-${made}`,
      title: options.title ?? `A post made for a test, number ${made}`,
      excerpt: options.excerpt ?? 'An excerpt long enough to read like one, for a test.',
      body: options.body ?? 'Some words of a body.',
      categories: options.categories ?? ['credit-cards-101'],
      tags: options.tags ?? [],
      authorSlugs: options.authorSlugs ?? ['editorial-team'],
      cardSlugs: options.cardSlugs ?? [],
      status: options.status ?? 'published',
      publishedAt,
      sortDate: publishedAt,
      modifiedAt: options.modifiedAt ?? publishedAt ?? new Date(),
      wordCount: 5,
      origin: 'staff',
    })
    .returning({ id: posts.id, slug: posts.slug });
  forgetPublishedPostCount(t.database.db);
  if (!row) throw new Error('no post inserted');
  return row;
}
