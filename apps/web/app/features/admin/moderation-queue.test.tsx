import type { ModeratedComment } from '@cardgenius/core/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CommentEntry } from './entries';
import type { QueueQuery } from './moderation';
import { ModerationQueue } from './moderation-queue';

const COMMENT: ModeratedComment = {
  id: '00000000-0000-4000-8000-000000000001',
  postId: '00000000-0000-4000-8000-000000000002',
  parentId: '00000000-0000-4000-8000-000000000003',
  authorName: 'Sam <img src=x onerror=alert(1)>',
  authorEmail: 'sam@example.ca',
  body: 'Nice </script><script>alert(1)</script> <a href="javascript:alert(1)">link</a>',
  createdAt: '2026-11-21T15:04:05.000Z',
  status: 'pending',
  byMember: false,
  post: { id: '00000000-0000-4000-8000-000000000002', slug: 'a-post', title: 'A post' },
  parentExcerpt: 'The <b>first</b> words',
  moderatedAt: null,
};

function render(query: QueueQuery, totalPages: number, comments: ModeratedComment[] = [COMMENT]) {
  const Stub = createRoutesStub([
    {
      path: '/admin/comments',
      Component: () => (
        <ModerationQueue
          title="Comments"
          description="Readers’ comments."
          basePath="/admin/comments"
          query={query}
          noun={{ one: 'comment', many: 'comments' }}
          total={comments.length}
          totalPages={totalPages}
          result={undefined}
          entries={comments.map((comment) => ({
            id: comment.id,
            value: comment.id,
            name: `the comment by ${comment.authorName}`,
            content: <CommentEntry comment={comment} />,
          }))}
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/admin/comments']} />);
}

describe('a moderation queue', () => {
  it('shows what readers typed as text, never as markup', () => {
    const html = render({ status: 'pending', page: 1 }, 1);
    expect(html).not.toMatch(/<img|<script|<a href="javascript|<b>/);
    expect(html).toContain('Nice &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('The &lt;b&gt;first&lt;/b&gt; words');
    expect(html).toContain('href="/blog/a-post"');
  });

  it('links the pages around the one shown, keeping the status', () => {
    const html = render({ status: 'approved', page: 2 }, 3);
    expect(html).toContain('href="/admin/comments?status=approved"');
    expect(html).toContain('href="/admin/comments?status=approved&amp;page=3"');
    expect(html).toContain('Page 2 of 3');
    // Approved entries may be rejected or marked as spam, not approved again.
    expect(html).not.toMatch(/>Approve<span/);
    expect(html).toMatch(/>Reject<span class="sr-only"> the comment by/);
  });

  it('offers no pages when one holds them all, and says when a state is empty', () => {
    const html = render({ status: 'spam', page: 1 }, 0, []);
    expect(html).not.toContain('aria-label="Pages"');
    expect(html).toContain('No spam comments.');
  });
});
