import type { PostBlock, PostHeading } from '@cardgenius/core/contract';
import type { Element, ElementContent, RootContent as HtmlContent, Root as HtmlRoot } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import type { Root } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { ARTICLE_SCHEMA } from './article-schema';
import { type CardBox, splitCardBoxes } from './card-boxes';
import { type CardFactSource, fillCardFacts, placeholderProblems } from './card-placeholders';
import { safeLinks } from './safe-links';
import { emptyHeaderCells } from './table-headers';

export interface RenderedArticle {
  /** HTML pieces and, between them, the live card boxes. */
  blocks: PostBlock[];
  /** The h2 and h3 of the body with their ids, for the table of contents. */
  headings: PostHeading[];
  /** The cards whose figures or boxes the article shows. */
  cardSlugs: string[];
}

const markdown = unified().use(remarkParse).use(remarkGfm).freeze();

/** Markdown → its tree, GitHub-flavoured (tables, strikethrough, task lists, footnotes, autolinks). */
function parseArticle(source: string): Root {
  return markdown.runSync(markdown.parse(source)) as Root;
}

/** Marks where a card box goes in the HTML tree; only this module makes them, so none comes from text. */
const boxMarkers = new WeakMap<Element, string>();

// Raw HTML in the Markdown is never rendered: without `allowDangerousHtml` its nodes are dropped here.
const toHtmlTree = unified()
  .use(remarkRehype, {
    handlers: {
      cardBox: (_state, node: CardBox) => {
        const marker: Element = { type: 'element', tagName: 'div', properties: {}, children: [] };
        boxMarkers.set(marker, node.slug);
        return marker;
      },
    },
  })
  // Slugged over the whole article at once, so two headings never share an id across pieces.
  .use(rehypeSlug)
  .freeze();

/**
 * Renders an article for readers: facts filled from the catalogue, card boxes split out, HTML built from
 * the Markdown tree (never from raw HTML), cleaned by an allow-list and links restricted to https and
 * this site. The same input always gives the same output.
 */
export function createArticleRenderer(options: { siteOrigin: string }) {
  const toHtml = unified()
    .use(rehypeSanitize, ARTICLE_SCHEMA)
    .use(safeLinks, { siteOrigin: options.siteOrigin })
    .use(emptyHeaderCells)
    .use(rehypeStringify)
    .freeze();

  return (source: string, facts: CardFactSource): RenderedArticle => {
    const tree = parseArticle(source);
    const boxes = splitCardBoxes(tree);
    const cardSlugs = fillCardFacts(tree, facts);
    for (const box of boxes) if (facts.hasCard(box.slug)) cardSlugs.add(box.slug);

    const html = toHtmlTree.runSync(tree) as HtmlRoot;
    const blocks: PostBlock[] = [];
    const headings: PostHeading[] = [];
    let piece: HtmlContent[] = [];
    const flush = () => {
      const clean = toHtml.runSync({ type: 'root', children: piece }) as HtmlRoot;
      headings.push(...headingsOf(clean));
      const text = toHtml.stringify(clean).trim();
      if (text !== '') blocks.push({ kind: 'html', html: text });
      piece = [];
    };
    for (const child of html.children) {
      const slug = child.type === 'element' ? boxMarkers.get(child) : undefined;
      if (slug === undefined) {
        piece.push(child);
        continue;
      }
      flush();
      if (facts.hasCard(slug)) blocks.push({ kind: 'card', slug });
    }
    flush();
    return { blocks, headings, cardSlugs: [...cardSlugs] };
  };
}

/** The h2 and h3 that carry an id, outside the footnotes. */
function headingsOf(tree: HtmlRoot): PostHeading[] {
  const found: PostHeading[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'section') return SKIP;
    const id = node.properties.id;
    if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string' && id !== '') {
      found.push({ id, text: textOf(node as ElementContent), level: node.tagName === 'h2' ? 2 : 3 });
    }
    return undefined;
  });
  return found;
}

/**
 * What an editor must fix before an article can be stored: every placeholder problem, each naming its
 * placeholder. An empty list means the article renders as written.
 */
export function articleProblems(source: string, hasCard: (slug: string) => boolean): string[] {
  const tree = parseArticle(source);
  const boxes = splitCardBoxes(tree);
  return placeholderProblems(tree, boxes, hasCard);
}

/** Words a reader reads (placeholders count as one, code as written; raw HTML is never shown). */
export function countWords(source: string): number {
  let words = 0;
  visit(parseArticle(source), (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      words += node.value.split(/\s+/).filter(Boolean).length;
    } else if (node.type === 'image' && node.alt) {
      words += node.alt.split(/\s+/).filter(Boolean).length;
    }
  });
  return words;
}

/** Reading speed for the reading time shown beside a post. */
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
