import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authors, posts } from '../../db/schema';
import type { ArticleRecord, PublicationSources } from './publication-sources';

export interface PublicationSyncResult {
  authorsWritten: number;
  postsInserted: number;
  postsUpdated: number;
  /** Posts whose file changed but which staff have edited since: kept as staff left them. */
  postsKeptAsEdited: number;
}

function postColumns(article: ArticleRecord, now: Date) {
  const { frontMatter } = article;
  const publishedAt = frontMatter.publishedAt ? new Date(frontMatter.publishedAt) : null;
  return {
    slug: frontMatter.slug,
    title: frontMatter.title,
    excerpt: frontMatter.excerpt,
    body: article.body,
    featuredImageUrl: frontMatter.featuredImage?.url ?? null,
    featuredImageAlt: frontMatter.featuredImage?.alt ?? null,
    categories: frontMatter.categories,
    tags: frontMatter.tags,
    authorSlugs: frontMatter.authors,
    cardSlugs: frontMatter.cards,
    status: frontMatter.status,
    publishedAt,
    sortDate: publishedAt,
    modifiedAt: frontMatter.modifiedAt ? new Date(frontMatter.modifiedAt) : (publishedAt ?? now),
    wordCount: article.wordCount,
    origin: 'seed' as const,
    sourceHash: article.hash,
  };
}

/**
 * Writes the publication's source files into the database, in one transaction:
 * - authors are inserted, or rewritten when their entry changed;
 * - an article whose slug is absent is inserted;
 * - a seeded article whose file changed is rewritten (its version raised), unless staff edited it:
 *   a post staff touched (`origin = 'staff'`) is never written by a seed again;
 * - nothing is deleted: a post or author whose file went away stays as it is.
 * Rows whose source did not change are not written, so a restart raises no data version.
 */
export async function syncPublication(
  db: Database,
  sources: PublicationSources,
  now = new Date(),
): Promise<PublicationSyncResult> {
  const result: PublicationSyncResult = { authorsWritten: 0, postsInserted: 0, postsUpdated: 0, postsKeptAsEdited: 0 };
  if (sources.authors.length === 0 && sources.articles.length === 0) return result;
  await db.transaction(async (tx) => {
    if (sources.authors.length > 0) {
      const written = await tx
        .insert(authors)
        .values(
          sources.authors.map(({ hash, ...author }) => ({
            ...author,
            sourceHash: hash,
          })),
        )
        .onConflictDoUpdate({
          target: authors.slug,
          set: {
            name: sql`excluded.name`,
            title: sql`excluded.title`,
            bio: sql`excluded.bio`,
            email: sql`excluded.email`,
            avatarUrl: sql`excluded.avatar_url`,
            education: sql`excluded.education`,
            expertise: sql`excluded.expertise`,
            twitter: sql`excluded.twitter`,
            linkedIn: sql`excluded.linkedin`,
            sourceHash: sql`excluded.source_hash`,
            updatedAt: now,
          },
          setWhere: sql`${authors.sourceHash} is distinct from excluded.source_hash`,
        })
        .returning({ slug: authors.slug });
      result.authorsWritten = written.length;
    }
    if (sources.articles.length === 0) return;

    const existing = await tx
      .select({ id: posts.id, slug: posts.slug, origin: posts.origin, sourceHash: posts.sourceHash })
      .from(posts)
      .where(
        inArray(
          posts.slug,
          sources.articles.map((article) => article.frontMatter.slug),
        ),
      );
    const bySlug = new Map(existing.map((row) => [row.slug, row]));
    for (const article of sources.articles) {
      const stored = bySlug.get(article.frontMatter.slug);
      if (!stored) {
        await tx.insert(posts).values(postColumns(article, now));
        result.postsInserted++;
      } else if (stored.sourceHash !== article.hash) {
        if (stored.origin === 'staff') {
          result.postsKeptAsEdited++;
          continue;
        }
        await tx
          .update(posts)
          .set({ ...postColumns(article, now), version: sql`${posts.version} + 1` })
          .where(sql`${posts.id} = ${stored.id} and ${posts.origin} = 'seed'`);
        result.postsUpdated++;
      }
    }
  });
  return result;
}
