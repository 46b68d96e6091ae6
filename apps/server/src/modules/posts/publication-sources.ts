import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ArticleFrontMatter, AuthorSource } from '@cardgenius/core/content';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CATALOGUE_DIR } from '../../catalogue/read-catalogue-files';
import { ArticleTooComplexError, articleWorker } from './markdown/article-worker-client';
import { externalLinkProblem, imageUrlProblem } from './safe-addresses';

/** Where the publication is seeded from: `authors.json` and `posts/*.md`. */
export const CONTENT_DIR = join(CATALOGUE_DIR, 'content');

export interface AuthorRecord extends AuthorSource {
  /** Fingerprint of the entry: a seed rewrites an author only when it changed. */
  hash: string;
}

export interface ArticleRecord {
  /** The file, relative to the content directory (`posts/…md`), for messages. */
  file: string;
  frontMatter: ArticleFrontMatter;
  /** The Markdown after the front matter. */
  body: string;
  /** Fingerprint of the whole file: a seed rewrites a post only when it changed. */
  hash: string;
  wordCount: number;
}

export interface PublicationSources {
  authors: AuthorRecord[];
  articles: ArticleRecord[];
}

export class ContentSourceError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: string[],
  ) {
    super(`The publication in ${dir} has ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
    this.name = 'ContentSourceError';
  }
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');

const issueLines = (prefix: string, error: z.ZodError) =>
  error.issues.map((issue) => `${prefix} ${issue.path.join('.') || '(whole)'}: ${issue.message}`);

/** `authors.json` holds an array of authors (an `{ "authors": [...] }` object is read the same). */
const AuthorsFile = z.union([z.array(z.unknown()), z.object({ authors: z.array(z.unknown()) })]);

function readAuthors(dir: string, problems: string[]): AuthorRecord[] {
  const file = join(dir, 'authors.json');
  if (!existsSync(file)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`authors.json: not valid JSON (${(error as Error).message})`);
    return [];
  }
  const list = AuthorsFile.safeParse(raw);
  if (!list.success) {
    problems.push('authors.json: holds an array of authors.');
    return [];
  }
  const entries = Array.isArray(list.data) ? list.data : list.data.authors;
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const parsed = AuthorSource.safeParse(entry);
    if (!parsed.success) {
      problems.push(...issueLines(`authors.json author ${index}`, parsed.error));
      return [];
    }
    const author = parsed.data;
    if (seen.has(author.slug)) problems.push(`authors.json: the author ${author.slug} is listed twice.`);
    seen.add(author.slug);
    if (author.avatarUrl !== null) {
      const problem = imageUrlProblem(author.avatarUrl);
      if (problem) problems.push(`authors.json author ${author.slug} avatarUrl: ${problem}`);
    }
    for (const field of ['twitter', 'linkedIn'] as const) {
      const link = author[field];
      const problem = link === null ? null : externalLinkProblem(link);
      if (problem) problems.push(`authors.json author ${author.slug} ${field}: ${problem}`);
    }
    return [{ ...author, hash: fingerprint(JSON.stringify(author)) }];
  });
}

/** Splits `---` front matter from the Markdown that follows it. */
function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return null;
  return { yaml: match[1] ?? '', body: text.slice(match[0].length).replace(/^\s*\n/, '') };
}

async function readArticle(
  dir: string,
  name: string,
  context: { hasCard: (slug: string) => boolean; authorSlugs: ReadonlySet<string> },
  problems: string[],
): Promise<ArticleRecord | null> {
  const file = `posts/${name}`;
  const text = readFileSync(join(dir, file), 'utf8');
  const parts = splitFrontMatter(text);
  if (!parts) {
    problems.push(`${file}: starts with front matter between two lines of ---.`);
    return null;
  }
  let raw: unknown;
  try {
    raw = parseYaml(parts.yaml);
  } catch (error) {
    problems.push(`${file}: the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
  const parsed = ArticleFrontMatter.safeParse(raw);
  if (!parsed.success) {
    problems.push(...issueLines(`${file} front matter`, parsed.error));
    return null;
  }
  const frontMatter = parsed.data;
  const before = problems.length;
  if (frontMatter.status !== 'draft' && frontMatter.publishedAt === null) {
    problems.push(`${file} front matter publishedAt: a ${frontMatter.status} article says when it is published.`);
  }
  for (const author of frontMatter.authors) {
    if (!context.authorSlugs.has(author))
      problems.push(`${file} front matter authors: ${author} is not in authors.json.`);
  }
  for (const card of frontMatter.cards) {
    if (!context.hasCard(card)) problems.push(`${file} front matter cards: no card “${card}” in the catalogue.`);
  }
  if (frontMatter.featuredImage) {
    const problem = imageUrlProblem(frontMatter.featuredImage.url);
    if (problem) problems.push(`${file} front matter featuredImage.url: ${problem}`);
  }
  if (parts.body.trim() === '') problems.push(`${file}: the article has no text after its front matter.`);
  const inspection = await inspectBody(parts.body, context.hasCard);
  if (inspection instanceof ArticleTooComplexError) problems.push(`${file}: ${inspection.message}`);
  else for (const problem of inspection.problems) problems.push(`${file}: ${problem}`);
  if (problems.length > before || inspection instanceof ArticleTooComplexError) return null;
  return { file, frontMatter, body: parts.body, hash: fingerprint(text), wordCount: inspection.wordCount };
}

/** The body's placeholder problems and word count, or why it cannot be rendered at all. */
async function inspectBody(body: string, hasCard: (slug: string) => boolean) {
  try {
    return await articleWorker.inspect(body, hasCard);
  } catch (error) {
    if (error instanceof ArticleTooComplexError) return error;
    throw error;
  }
}

/**
 * Reads and checks the publication's source files: every author and article valid, every card an
 * article names (front matter and placeholders) in the catalogue, every author it names in
 * `authors.json`, each slug once. Any problem stops the load, naming its file. No directory: nothing
 * to seed.
 */
export async function loadPublicationSources(
  dir: string,
  cards: readonly { slug: string }[],
): Promise<PublicationSources> {
  if (!existsSync(dir)) return { authors: [], articles: [] };
  const problems: string[] = [];
  const authors = readAuthors(dir, problems);
  const slugs = new Set(cards.map((card) => card.slug));
  const context = { hasCard: (slug: string) => slugs.has(slug), authorSlugs: new Set(authors.map((a) => a.slug)) };
  const postsDir = join(dir, 'posts');
  const names = existsSync(postsDir)
    ? readdirSync(postsDir)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
  const articles: ArticleRecord[] = [];
  const fileOfSlug = new Map<string, string>();
  for (const name of names) {
    const article = await readArticle(dir, name, context, problems);
    if (!article) continue;
    const other = fileOfSlug.get(article.frontMatter.slug);
    if (other) problems.push(`${article.file}: the slug ${article.frontMatter.slug} is already used by ${other}.`);
    fileOfSlug.set(article.frontMatter.slug, article.file);
    articles.push(article);
  }
  if (problems.length > 0) throw new ContentSourceError(dir, problems);
  return { authors, articles };
}
