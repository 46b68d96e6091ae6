import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readDataVersion } from '../../db/data-version';
import { authors, posts } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { updatePost } from './post-editor.service';
import { FIXTURE_CONTENT_DIR, fixtureSources, seedFixturePublication } from './post-fixtures';
import { ContentSourceError, loadPublicationSources } from './publication-sources';
import { syncPublication } from './sync-publication';

const t = await createTestApp();
const db = t.database.db;
const workDirs: string[] = [];
afterAll(async () => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** A copy of the fixture publication to change for one test. */
function copyOfFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cg-content-'));
  workDirs.push(dir);
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

const postNamed = async (slug: string) => (await db.select().from(posts).where(eq(posts.slug, slug)))[0];

beforeEach(() => seedFixturePublication(t));

describe('seeding the publication', () => {
  it('inserts every article and author once; a second seed writes nothing and raises no data version', async () => {
    const seeded = await db.select({ slug: posts.slug, origin: posts.origin, version: posts.version }).from(posts);
    expect(seeded.map((row) => row.slug).sort()).toEqual([
      'amex-cobalt-review',
      'cash-back-guide',
      'interest-rate-study',
      'welcome-offers-2030',
    ]);
    expect(seeded.every((row) => row.origin === 'seed' && row.version === 1)).toBe(true);
    expect(await db.select({ slug: authors.slug }).from(authors)).toHaveLength(2);

    const before = await readDataVersion(db);
    expect(await syncPublication(db, await fixtureSources(t))).toEqual({
      authorsWritten: 0,
      postsInserted: 0,
      postsUpdated: 0,
      postsKeptAsEdited: 0,
    });
    expect(await readDataVersion(db)).toBe(before);
  });

  it('updates a seeded post whose file changed, and never one staff edited', async () => {
    const dir = copyOfFixtures();
    edit(dir, 'posts/cobalt-review.md', (text) => text.replace('costs', 'still costs'));
    edit(dir, 'posts/cash-back-guide.md', (text) => text.replace('simplest', 'plainest'));
    edit(dir, 'authors.json', (text) => text.replace('Data team', 'Data and research team'));
    // Staff edited the guide since it was seeded.
    const guide = await postNamed('cash-back-guide');
    if (!guide) throw new Error('the guide was not seeded');
    await updatePost({
      db,
      catalogue: await t.deps.catalogue.get(),
      render: async () => ({ blocks: [], headings: [], cardSlugs: [], dataAsOf: null }),
      id: guide.id,
      draft: {
        slug: guide.slug,
        title: 'Cash back, edited by staff',
        excerpt: guide.excerpt,
        body: guide.body,
        featuredImage: null,
        categories: guide.categories,
        tags: guide.tags,
        authors: guide.authorSlugs,
        cardSlugs: guide.cardSlugs,
        version: guide.version,
      },
    });

    const result = await syncPublication(db, await fixtureSources(t, dir));
    expect(result).toEqual({ authorsWritten: 1, postsInserted: 0, postsUpdated: 1, postsKeptAsEdited: 1 });
    expect(await postNamed('amex-cobalt-review')).toMatchObject({ version: 2, origin: 'seed' });
    expect((await postNamed('amex-cobalt-review'))?.body).toContain('still costs');
    expect(await postNamed('cash-back-guide')).toMatchObject({ title: 'Cash back, edited by staff', origin: 'staff' });
    expect((await postNamed('cash-back-guide'))?.excerpt).toContain('simplest');
    const [author] = await db.select().from(authors).where(eq(authors.slug, 'data-desk'));
    expect(author?.title).toBe('Data and research team');
  });

  it('inserts an article whose slug is new and leaves posts whose files went away', async () => {
    const dir = copyOfFixtures();
    edit(dir, 'posts/draft-study.md', (text) => text.replace('slug: interest-rate-study', 'slug: rates-study'));
    rmSync(join(dir, 'posts/scheduled-news.md'));
    const result = await syncPublication(db, await fixtureSources(t, dir));
    expect(result.postsInserted).toBe(1);
    expect(await postNamed('rates-study')).toBeDefined();
    expect(await postNamed('welcome-offers-2030')).toBeDefined();
  });

  it('seeds nothing from a directory that does not exist', async () => {
    const { cards } = await t.deps.catalogue.get();
    expect(await loadPublicationSources(join(tmpdir(), 'no-such-dir'), cards)).toEqual({ authors: [], articles: [] });
  });
});

describe('a source file that cannot be seeded', () => {
  const refusal = async (dir: string): Promise<string> => {
    try {
      await fixtureSources(t, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentSourceError);
      return (error as Error).message;
    }
    throw new Error('the publication was accepted');
  };

  it('is refused naming the file and the placeholder of an unknown card or fact', async () => {
    const dir = copyOfFixtures();
    edit(
      dir,
      'posts/cobalt-review.md',
      (text) => `${text}\nAlso {{card:no-such-card.annualFee}} and {{card:american-express-cobalt-card.colour}}.\n`,
    );
    const message = await refusal(dir);
    expect(message).toContain(
      'posts/cobalt-review.md: {{card:no-such-card.annualFee}}: no card “no-such-card” in the catalogue.',
    );
    expect(message).toContain(
      'posts/cobalt-review.md: {{card:american-express-cobalt-card.colour}}: “colour” is not a fact',
    );
  });

  it('is refused naming the file for a card, an author or front matter that is not valid', async () => {
    const dir = copyOfFixtures();
    edit(dir, 'posts/cash-back-guide.md', (text) => text.replace('tangerine-money-back-credit-card]', 'no-such-card]'));
    edit(dir, 'posts/draft-study.md', (text) => text.replace('authors: [data-desk]', 'authors: [ghost-writer]'));
    edit(dir, 'posts/scheduled-news.md', (text) => text.replace('status: scheduled', 'status: sometime'));
    const message = await refusal(dir);
    expect(message).toContain('posts/cash-back-guide.md front matter cards: no card “no-such-card” in the catalogue.');
    expect(message).toContain('posts/draft-study.md front matter authors: ghost-writer is not in authors.json.');
    expect(message).toContain('posts/scheduled-news.md front matter status:');
  });

  it('is refused without front matter, with broken YAML, or with a slug another file has', async () => {
    const dir = copyOfFixtures();
    writeFileSync(join(dir, 'posts/no-front-matter.md'), 'Just text.\n');
    writeFileSync(join(dir, 'posts/broken-yaml.md'), '---\ntitle: [unclosed\n---\nText.\n');
    cpSync(join(dir, 'posts/cobalt-review.md'), join(dir, 'posts/cobalt-copy.md'));
    const message = await refusal(dir);
    expect(message).toContain('posts/no-front-matter.md: starts with front matter between two lines of ---.');
    expect(message).toContain('posts/broken-yaml.md: the front matter is not valid YAML');
    expect(message).toMatch(/posts\/(cobalt-copy|cobalt-review)\.md: the slug amex-cobalt-review is already used by/);
  });

  it('is refused naming the author whose links are not https', async () => {
    const dir = copyOfFixtures();
    edit(dir, 'authors.json', (text) =>
      text
        .replace('"https://www.linkedin.com/company/example"', '"javascript:alert(1)"')
        .replace('"/images/authors/editorial-team.svg"', '"//evil.example/a.svg"'),
    );
    const message = await refusal(dir);
    expect(message).toContain('authors.json author data-desk linkedIn: Use an https address.');
    expect(message).toContain('authors.json author editorial-team avatarUrl: Use an https address or a path');
  });

  it('is refused for an authors file that is not JSON', async () => {
    const dir = copyOfFixtures();
    edit(dir, 'authors.json', () => '{ not json');
    await expect(fixtureSources(t, dir)).rejects.toThrow(/authors\.json: not valid JSON/);
  });
});
