import type { PostBlock } from '@cardgenius/core/contract';
import type { Element } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

const toHtml = unified().use(rehypeStringify).freeze();

/**
 * A body shown as plain paragraphs, its Markdown not interpreted: what readers get when the body cannot
 * be rendered in time (one stored by hand, past the editors' checks). Text only, escaped.
 */
export function plainTextBlocks(source: string): PostBlock[] {
  const paragraphs: Element[] = source
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }));
  if (paragraphs.length === 0) return [];
  return [{ kind: 'html', html: toHtml.stringify({ type: 'root', children: paragraphs }) }];
}
