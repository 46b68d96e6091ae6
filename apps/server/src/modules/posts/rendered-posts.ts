import { torontoDate } from '@cardgenius/core/rules';
import type { Logger } from '../../lib/logger';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { catalogueFactSource } from './card-fact-source';
import { ArticleTooComplexError, type ArticleWorkerClient, articleWorker } from './markdown/article-worker-client';
import { plainTextBlocks } from './markdown/plain-text-article';
import type { RenderedArticle } from './markdown/render-article';

export interface RenderedPost extends RenderedArticle {
  /** The newest date of the catalogue figures the post shows. */
  dataAsOf: string | null;
}

/** Rendered bodies kept per process; a post is a few kilobytes of HTML. */
const MAX_RENDERED = 200;

/**
 * Renders each post body once per version of the post and of the data (an edit of the post or of the
 * catalogue makes a new key) and day (a welcome bonus may end), keeping the most recently read. A body
 * that cannot be rendered in time is shown as plain paragraphs, and logged.
 */
export function renderedPostCache(options: { siteOrigin: string; logger: Logger; renderer?: ArticleWorkerClient }) {
  const renderer = options.renderer ?? articleWorker;
  const kept = new Map<string, Promise<RenderedPost>>();

  async function render(key: string, post: { id: string; body: string }, catalogue: CatalogueSnapshot, now: Date) {
    let article: RenderedArticle;
    try {
      article = await renderer.render(post.body, catalogueFactSource(catalogue, now), options.siteOrigin);
    } catch (error) {
      options.logger.error({ err: error, postId: post.id }, 'post body could not be rendered; shown as plain text');
      // A body too complex stays so; any other failure is tried again on the next read.
      if (!(error instanceof ArticleTooComplexError)) kept.delete(key);
      article = { blocks: plainTextBlocks(post.body), headings: [], cardSlugs: [] };
    }
    const dates = article.cardSlugs.flatMap((slug) => catalogue.cardsBySlug.get(slug)?.dataAsOf ?? []);
    return { ...article, dataAsOf: dates.sort().at(-1) ?? null };
  }

  return (options: {
    post: { id: string; version: number; body: string };
    catalogue: CatalogueSnapshot;
    dataVersion: number;
    now: Date;
  }): Promise<RenderedPost> => {
    const { post, catalogue, dataVersion, now } = options;
    const key = `${post.id}|${post.version}|${dataVersion}|${torontoDate(now)}`;
    const cached = kept.get(key);
    if (cached) {
      kept.delete(key);
      kept.set(key, cached);
      return cached;
    }
    const rendered = render(key, post, catalogue, now);
    kept.set(key, rendered);
    if (kept.size > MAX_RENDERED) kept.delete(kept.keys().next().value as string);
    return rendered;
  };
}
