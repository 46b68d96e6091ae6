import type { PostComment } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { commentParagraphs, commentThreads } from './comment-text';

const comment = (id: string, parentId: string | null = null): PostComment => ({
  id,
  postId: 'p',
  parentId,
  authorName: 'Sam',
  body: id,
  createdAt: '2026-11-01T12:00:00.000Z',
});

describe('a comment as the page shows it', () => {
  it('keeps text as text and makes only http(s) addresses links, without the sentence’s punctuation', () => {
    expect(commentParagraphs('See https://example.ca/a?b=1. Or javascript:alert(1) <b>x</b>')).toEqual([
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'https://example.ca/a?b=1', href: 'https://example.ca/a?b=1' },
        { kind: 'text', text: '. Or javascript:alert(1) <b>x</b>' },
      ],
    ]);
  });

  it('splits paragraphs at blank lines and drops empty ones', () => {
    expect(commentParagraphs('One\nline two\n\n\n  \nTwo')).toEqual([
      [{ kind: 'text', text: 'One\nline two' }],
      [{ kind: 'text', text: 'Two' }],
    ]);
  });

  it('nests replies under their parents in the order written; an orphan stands alone', () => {
    const threads = commentThreads([
      comment('a'),
      comment('b', 'a'),
      comment('c'),
      comment('d', 'b'),
      comment('e', 'gone'),
    ]);
    expect(threads.map((node) => node.comment.id)).toEqual(['a', 'c', 'e']);
    expect(threads[0]?.replies[0]?.comment.id).toBe('b');
    expect(threads[0]?.replies[0]?.replies[0]).toMatchObject({ depth: 2, comment: { id: 'd' } });
  });
});
