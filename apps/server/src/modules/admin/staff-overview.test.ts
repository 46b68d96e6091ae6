import { randomUUID } from 'node:crypto';
import type { StaffOverview } from '@cardgenius/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherVisitor, asMember, type Member, signedInWithRole } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { seedFixturePublication } from '../posts/post-fixtures';

const t = await createTestApp();
afterAll(() => t.close());

let admin: Member;
let editor: Member;
let support: Member;
beforeAll(async () => {
  await seedFixturePublication(t);
  [admin, editor, support] = await Promise.all([
    signedInWithRole(t, 'admin'),
    signedInWithRole(t, 'editor'),
    signedInWithRole(t, 'support'),
  ]);
});

async function overview(who: Member): Promise<StaffOverview> {
  const response = await t.app.request('/api/v2/admin/overview', {
    headers: { ...anotherVisitor(), ...asMember(who) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StaffOverview;
}

describe('the admin overview', () => {
  it('tells each role only the counts of the areas it may use', async () => {
    const [forAdmin, forEditor, forSupport] = await Promise.all([overview(admin), overview(editor), overview(support)]);
    expect(forAdmin.role).toBe('admin');
    expect(forAdmin.content).not.toBeNull();
    expect([forAdmin.openClaims, forAdmin.approvedPayouts, forAdmin.staffEditedCards]).not.toContain(null);

    expect(forEditor).toMatchObject({ role: 'editor', openClaims: null, approvedPayouts: null });
    expect(forEditor.content).toEqual(forAdmin.content);
    expect(forEditor.staffEditedCards).toBe(forAdmin.staffEditedCards);

    expect(forSupport).toMatchObject({ role: 'support', content: null, staffEditedCards: null });
    expect(forSupport.openClaims).toBe(forAdmin.openClaims);
    expect(forSupport.approvedPayouts).toBe(forAdmin.approvedPayouts);
  });

  it('counts a new draft post', async () => {
    const before = (await overview(editor)).content?.draftPosts ?? -1;
    const response = await t.app.request('/api/v2/blog/editor/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...anotherVisitor(), ...asMember(editor) },
      body: JSON.stringify({
        slug: `overview-${randomUUID().slice(0, 8)}`,
        title: 'A draft for the overview',
        excerpt: 'Counted as a draft until it is published.',
        body: 'A short draft.',
        featuredImage: null,
        categories: ['credit-card-reviews'],
        tags: [],
        authors: ['editorial-team'],
        cardSlugs: [],
      }),
    });
    expect(response.status).toBe(201);
    expect((await overview(editor)).content?.draftPosts).toBe(before + 1);
  });
});
