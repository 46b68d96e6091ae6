import { ApiError } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, currentSection, sectionsFor } from './admin-frame';
import { moderateEntries, queueHref, queueQuery, verdictsFor } from './moderation';

const NOUN = { one: 'comment', many: 'comments' };
const url = (search: string) => new URL(`http://localhost/admin/comments${search}`);

function form(verdict: string, items: string[]): FormData {
  const data = new FormData();
  data.set('verdict', verdict);
  for (const item of items) data.append('item', item);
  return data;
}

describe('a queue’s address', () => {
  it('reads the status and page, the pending queue’s first page when unknown', () => {
    expect(queueQuery(url(''))).toEqual({ status: 'pending', page: 1 });
    expect(queueQuery(url('?status=spam&page=3'))).toEqual({ status: 'spam', page: 3 });
    expect(queueQuery(url('?status=deleted&page=-2'))).toEqual({ status: 'pending', page: 1 });
    expect(queueQuery(url('?page=1.5'))).toEqual({ status: 'pending', page: 1 });
    expect(queueQuery(url('?page=99999'))).toEqual({ status: 'pending', page: 1 });
  });

  it('is written in its shortest form', () => {
    expect(queueHref('/admin/comments', { status: 'pending', page: 1 })).toBe('/admin/comments');
    expect(queueHref('/admin/comments', { status: 'approved', page: 2 })).toBe(
      '/admin/comments?status=approved&page=2',
    );
    expect(queueHref('/admin/card-reviews', { status: 'pending', page: 4 })).toBe('/admin/card-reviews?page=4');
  });

  it('offers every verdict but the state an entry is in', () => {
    expect(verdictsFor('pending')).toEqual(['approved', 'rejected', 'spam']);
    expect(verdictsFor('approved')).toEqual(['rejected', 'spam']);
    expect(verdictsFor('spam')).toEqual(['approved', 'rejected']);
  });
});

describe('the admin menu', () => {
  it('marks the section a page belongs to', () => {
    expect(currentSection('/admin')).toBe('/admin');
    expect(currentSection('/admin/')).toBe('/admin');
    expect(currentSection('/admin/comments')).toBe('/admin/comments');
    expect(currentSection('/admin/card-reviews/')).toBe('/admin/card-reviews');
    expect(currentSection('/admin/unknown')).toBeNull();
  });

  it('lists only the sections a role may use', () => {
    const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.label);
    expect(labels('support')).toEqual(['Overview', 'Members', 'Claims', 'Payouts', 'Analytics']);
    expect(labels('editor')).toEqual(expect.arrayContaining(['Overview', 'Comments', 'Card reviews', 'Cards']));
    expect(labels('editor')).not.toEqual(expect.arrayContaining(['Members']));
    expect(labels('admin')).toEqual(ADMIN_SECTIONS.map((section) => section.label));
    expect(labels(undefined)).toEqual([]);
  });
});

describe('moderateEntries', () => {
  it('gives the verdict to each entry named once, and says so', async () => {
    const calls: string[] = [];
    const result = await moderateEntries(form('approved', ['a', 'b', 'a']), NOUN, async (item, verdict) => {
      calls.push(`${item}:${verdict}`);
    });
    expect(calls).toEqual(['a:approved', 'b:approved']);
    expect(result).toEqual({ ok: true, message: 'Approved 2 comments.' });
  });

  it('words each verdict for one entry', async () => {
    const none = async () => {};
    expect((await moderateEntries(form('rejected', ['a']), NOUN, none)).message).toBe('Rejected 1 comment.');
    expect((await moderateEntries(form('spam', ['a']), NOUN, none)).message).toBe('Marked 1 comment as spam.');
  });

  it('refuses an unknown verdict or an empty choice without calling', async () => {
    const apply = async () => {
      throw new Error('not called');
    };
    expect(await moderateEntries(form('pending', ['a']), NOUN, apply)).toEqual({
      ok: false,
      message: 'Choose Approve, Reject or Spam.',
    });
    expect(await moderateEntries(form('approved', []), NOUN, apply)).toEqual({
      ok: false,
      message: 'Select at least one comment first.',
    });
  });

  it('says how many were changed and why the others were not', async () => {
    const conflict = new ApiError(409, 'CONFLICT', 'The member changed this review since you read it.');
    const result = await moderateEntries(form('approved', ['a', 'b', 'c']), NOUN, async (item) => {
      if (item !== 'a') throw conflict;
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Approved 1 of 3 comments; the others were not changed. The member changed this review since you read it.',
    });
    const none = await moderateEntries(form('spam', ['a']), NOUN, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(none.ok).toBe(false);
    expect(none.message).toMatch(/^Nothing was changed\. We could not reach the server/);
  });

  it('stops at once when the session has ended', async () => {
    const signedOut = new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
    const calls: string[] = [];
    await expect(
      moderateEntries(
        form('approved', ['a', 'b']),
        NOUN,
        async (item) => {
          calls.push(item);
          throw signedOut;
        },
        (error) => error === signedOut,
      ),
    ).rejects.toBe(signedOut);
    expect(calls).toEqual(['a']);
  });
});
