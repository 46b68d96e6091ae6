import type { PostComment } from '@cardgenius/core/contract';
import { MARKUP_INJECTION_CORPUS } from '@cardgenius/core/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostComments } from './post-comments';

const comment = (id: number, body: string, parentId: string | null = null): PostComment => ({
  id: `c${id}`,
  postId: 'p1',
  parentId,
  authorName: 'Sam Leblanc',
  body,
  createdAt: '2026-11-20T15:00:00.000Z',
});

const render = (comments: PostComment[], open = true) =>
  renderToStaticMarkup(<PostComments postId="p1" comments={comments} open={open} />);

describe('a post’s discussion', () => {
  it('shows every hostile text as text: no element, handler, style or link comes from what readers write', () => {
    const html = render(MARKUP_INJECTION_CORPUS.map((body, index) => comment(index, body)));
    const discussion = html.slice(html.indexOf('<ol'), html.indexOf('Leave a comment'));
    for (const tag of ['<script', '<img', '<svg', '<iframe', '<style', '<link', '<meta', '<math', '<body', '<b ']) {
      expect(discussion.toLowerCase()).not.toContain(tag);
    }
    // No attribute of any real element is an event handler (the text may say 'onerror=', escaped).
    expect(discussion).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(discussion).not.toContain('href="javascript:');
    // Only the page's own forms: the hostile one stays text.
    expect(discussion).not.toContain('<form');
    expect(discussion).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('links web addresses only, marked as readers’ links, and nests a reply under its comment', () => {
    const html = render([comment(1, 'See https://example.ca/fees.'), comment(2, 'Thanks!', 'c1')]);
    expect(html).toContain('<a href="https://example.ca/fees" rel="nofollow ugc noopener noreferrer"');
    expect(html).toMatch(/id="comment-c1"[\s\S]*<ol[^>]*>[\s\S]*id="comment-c2"/);
    expect(html).toContain('Comments (2)');
  });

  it('keeps a closed discussion readable, without a form', () => {
    const html = render([comment(1, 'Old news.')], false);
    expect(html).toContain('Old news.');
    expect(html).not.toContain('Leave a comment');
    expect(html).toContain('no longer takes comments');
  });
});
