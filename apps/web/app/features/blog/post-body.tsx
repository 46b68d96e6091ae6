import type { PostBlock } from '@cardgenius/core/contract';
import type { ReactNode } from 'react';

/**
 * How the article's HTML reads (each HTML piece on its own, so none of it reaches the card boxes): Markdown's headings, paragraphs, lists, quotes, code, tables and links,
 * styled once here (the server sends plain elements).
 */
export const ARTICLE_PROSE = [
  'text-lg text-slate-800 leading-relaxed',
  '[&_h2]:mt-12 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-slate-900 [&_h2]:leading-snug',
  '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h3]:text-xl',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-brand-600 [&_blockquote]:border-l-4 [&_blockquote]:bg-white [&_blockquote]:py-1 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre]:text-sm [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote>:first-child]:mt-0 [&_li>p]:mt-0',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_img]:mt-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-slate-200 [&_.table-scroll]:bg-white',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_caption]:p-3 [&_caption]:text-left [&_caption]:text-slate-600 [&_caption]:text-sm',
  '[&>:first-child]:mt-0',
  '[&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900 [&_td]:border-slate-100 [&_td]:border-t [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');

/**
 * Each table in a scrolling region of its own, so a wide table scrolls sideways on a phone instead of
 * widening the page. The region is focusable (keyboard users can scroll it) and named, each name unique.
 */
export function wrapTables(blocks: readonly PostBlock[]): PostBlock[] {
  let count = 0;
  return blocks.map((block) => {
    if (block.kind !== 'html') return block;
    const html = block.html.replace(/<table\b([^>]*)>([\s\S]*?)<\/table>/gi, (table) => {
      count += 1;
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="Table ${count}">${table}</div>`;
    });
    return { kind: 'html', html };
  });
}

/**
 * The heading level of each card box: 3 once the article has opened a section (an h2), so the page's
 * headings never skip a level; 2 before that.
 */
export function cardHeadingLevels(blocks: readonly PostBlock[]): (2 | 3)[] {
  let inSection = false;
  return blocks.map((block) => {
    if (block.kind === 'html') {
      if (/<h2\b/i.test(block.html)) inSection = true;
      return 2;
    }
    return inSection ? 3 : 2;
  });
}

/** Draws a live card box: its card, its heading level, and an id unique on the page for its heading. */
export type CardRenderer = (slug: string, headingLevel: 2 | 3, boxId: string) => ReactNode;

/**
 * The article's body: the server's sanitized HTML, and between its pieces the live card boxes, drawn by
 * the page for the reader's own profile (`renderCard`).
 */
export function PostBody({ blocks, renderCard }: { blocks: readonly PostBlock[]; renderCard: CardRenderer }) {
  const prepared = wrapTables(blocks);
  const levels = cardHeadingLevels(prepared);
  return (
    <div>
      {prepared.map((block, index) =>
        block.kind === 'html' ? (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed for the page; their place is their identity.
            key={index}
            className={ARTICLE_PROSE}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sends the body sanitized (contract: PostBlock).
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card may appear twice; its place tells them apart.
          <div key={index} className="my-8">
            {renderCard(block.slug, levels[index] ?? 2, `card-box-${index}`)}
          </div>
        ),
      )}
    </div>
  );
}
