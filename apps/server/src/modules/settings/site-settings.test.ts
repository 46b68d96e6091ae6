import { readFileSync } from 'node:fs';
import { FEATURE_FLAGS } from '@cardgenius/core';
import {
  GlobalResponse,
  type HelloBarInput,
  type MenuPlacement,
  SearchSynonymsInput,
  type SiteSettingsView,
} from '@cardgenius/core/contract';
import type { SearchSynonym } from '@cardgenius/core/search';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueContent } from '../../catalogue/load-catalogue';
import { SYNONYMS_STAFF_EDITED_KEY, syncCatalogue } from '../../catalogue/sync-catalogue';
import { auditEvents, siteSettings, users } from '../../db/schema';
import type { WebMount } from '../../http/web';
import { anotherVisitor, asMember, type Member, signedInWithRole } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { featureFlagsNow } from '../content/site-content-cache';

const t = await createTestApp();
afterAll(() => t.close());

let editor: Member;
let editorId = '';
beforeAll(async () => {
  editor = await signedInWithRole(t, 'editor');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, editor.email));
  editorId = row?.id ?? '';
});

async function call(method: string, path: string, body?: unknown, app: TestApp = t, who: Member = editor) {
  const response = await app.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...asMember(who) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const settings = async (): Promise<SiteSettingsView> => {
  const { status, body } = await call('GET', '/admin/settings');
  expect(status).toBe(200);
  return body as unknown as SiteSettingsView;
};

/** The global call as a page makes it, with nothing forgotten first: what this process serves now. */
async function served(app: TestApp = t) {
  const response = await app.app.request('/api/v2/global');
  return GlobalResponse.parse(await response.json());
}

/** The field messages of a refused save. */
async function refused(path: string, body: unknown): Promise<Record<string, string>> {
  const { status, body: answer } = await call('PUT', path, body);
  expect(status, JSON.stringify(answer)).toBe(400);
  const error = answer.error as { code: string; fields?: Record<string, string> };
  expect(error.code).toBe('VALIDATION_FAILED');
  return error.fields ?? {};
}

/** The settings.changed rows, newest first. */
const changes = () =>
  t.database.db
    .select({ userId: auditEvents.userId, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.event, 'settings.changed'))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));

const BAR: HelloBarInput = {
  name: 'Spring offers',
  copy: 'New: <strong>welcome bonuses</strong> compared side by side.',
  copyImage: null,
  imageLeft: '/images/hello-bar/card-stack.svg',
  imageLeftAltText: 'A stack of cards',
  imageRight: null,
  ctaCopy: 'See the offers',
  ctaLink: '/offers',
  ctaLinkType: 'Internal',
  ctaNewTab: false,
  backgroundColor: '#0f172a',
  copyColor: '#ffffff',
  ctaBackgroundColor: '#facc15',
  ctaFontColor: '#0f172a',
  imageLeftTop: 8,
  imageLeftWidth: 48,
  imageRightTop: 8,
  imageRightWidth: 40,
  optionB: { copy: 'Compare <em>welcome bonuses</em> in one table.', ctaCopy: 'Compare them' },
};

describe('reading the settings', () => {
  it('answers every setting with its default until staff store one', async () => {
    const view = await settings();
    expect(view.helloBar.storedAt).toBeNull();
    expect(view.helloBar.value).toEqual(view.helloBar.defaultValue);
    expect(view.notificationBell.items).toHaveLength(5);
    expect(view.menuPlacements.pinned).toEqual([]);
    expect(view.menuPlacements.placements).toHaveLength(view.menuPlacements.count);
    expect(view.searchSynonyms).toMatchObject({ staffEdited: false });
    expect(view.searchSynonyms.synonyms.length).toBeGreaterThan(40);
    expect(view.stats.live).toHaveProperty('newsletterSubscribers');
    expect(view.pressMentions.mentions).toEqual([]);
    expect(view.featureFlags.flags.map((flag) => flag.source)).toEqual(Object.keys(FEATURE_FLAGS).map(() => 'default'));
    expect(view.featureFlags.flags.find((flag) => flag.name === 'partnerMode')).toMatchObject({
      deploymentOnly: true,
      database: null,
    });
  });
});

describe('the hello bar', () => {
  it('is saved, served by this process at once, audited, and a repeat changes nothing', async () => {
    const { status, body } = await call('PUT', '/admin/settings/hello-bar', { helloBar: BAR });
    expect(status).toBe(200);
    expect(body.changed).toBe(true);
    expect((await served()).helloBar).toEqual(BAR);
    const view = await settings();
    expect(view.helloBar.value).toEqual(BAR);
    expect(view.helloBar.storedAt).not.toBeNull();
    const [audit] = await changes();
    expect(audit).toEqual({ userId: editorId, detail: { setting: 'hello-bar', shown: true } });

    const count = (await changes()).length;
    const again = await call('PUT', '/admin/settings/hello-bar', { helloBar: BAR });
    expect(again.body.changed).toBe(false);
    expect(await changes()).toHaveLength(count);
  });

  it('is switched off with null, and back to the default with a reset', async () => {
    await call('PUT', '/admin/settings/hello-bar', { helloBar: null });
    expect((await served()).helloBar).toBeNull();
    const reset = await call('POST', '/admin/settings/hello-bar/reset');
    expect(reset.status).toBe(200);
    expect((reset.body.settings as SiteSettingsView).helloBar.storedAt).toBeNull();
    expect((await served()).helloBar?.name).toBe('Card quiz');
    expect((await changes())[0]?.detail).toEqual({ setting: 'hello-bar', reset: true });
  });

  it('is refused with a message on each field to fix', async () => {
    const fields = await refused('/admin/settings/hello-bar', {
      helloBar: {
        ...BAR,
        copy: '   ',
        ctaLinkType: 'External',
        ctaLink: 'javascript:alert(1)',
        imageLeft: '//evil.example/x.png',
        copyColor: '#1e293b',
        ctaBackgroundColor: 'yellow',
        imageLeftWidth: 12.5,
        optionB: { copy: 'Only copy' },
      },
    });
    expect(fields).toMatchObject({
      'helloBar.copy': 'Write the copy.',
      'helloBar.ctaLink': 'An External link is a full address starting with https://.',
      'helloBar.imageLeft': expect.stringMatching(/path on this site/),
      'helloBar.ctaBackgroundColor': 'Give the call to action’s colour as a hex colour, like #172554.',
      'helloBar.imageLeftWidth': expect.stringMatching(/whole number/),
      'helloBar.optionB.ctaCopy': expect.any(String),
    });
    const contrast = await refused('/admin/settings/hello-bar', { helloBar: { ...BAR, copyColor: '#1e293b' } });
    expect(contrast['helloBar.copyColor']).toMatch(/hard to read .*\(contrast 1\.\d:1;/);
    const missing = await refused('/admin/settings/hello-bar', { helloBar: { name: 'Half a bar' } });
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(['helloBar.copy', 'helloBar.ctaLink']));
  });
});

describe('the notification bell', () => {
  it('saves the items in order, making the ids it lacks', async () => {
    const items = [
      {
        name: 'New: the fee calculator',
        linkType: 'Internal',
        link: '/reward-points-calculator',
        copy: 'What your points are worth.',
        image: null,
        imageAltText: '',
        isAppExclusive: false,
        newTab: false,
        position: 'Top',
      },
      {
        id: 'partner-news',
        name: 'In the news',
        linkType: 'External',
        link: 'https://news.example/cards',
        copy: '',
        image: 'https://news.example/logo.png',
        imageAltText: 'News Example',
        isAppExclusive: false,
        newTab: true,
        position: 'Bottom',
      },
    ];
    const { status } = await call('PUT', '/admin/settings/notification-bell', { items });
    expect(status).toBe(200);
    const bell = (await served()).notificationBell;
    expect(bell.map((item) => item.name)).toEqual(['New: the fee calculator', 'In the news']);
    expect(bell[0]?.id).toMatch(/^bell-[0-9a-f]{12}$/);
    expect(bell[1]?.id).toBe('partner-news');
    expect((await changes())[0]?.detail).toEqual({ setting: 'notification-bell', items: 2 });
  });

  it('refuses a link or image the bell cannot show, and a repeated item', async () => {
    const item = {
      name: 'An item',
      linkType: 'External',
      link: '/a-path',
      copy: '',
      image: 'ftp://x',
      imageAltText: '',
      isAppExclusive: false,
      newTab: false,
      position: 'Top',
    };
    const fields = await refused('/admin/settings/notification-bell', {
      items: [
        item,
        { ...item, linkType: 'Internal', link: '/same', image: null },
        { ...item, linkType: 'Internal', link: '/same', image: null },
      ],
    });
    expect(fields).toEqual({
      'items.0.link': 'An External link is a full address starting with https://.',
      'items.0.image': 'Give the image as a path on this site or an https:// address, or null for none.',
    });
    const repeated = await refused('/admin/settings/notification-bell', {
      items: [
        { ...item, linkType: 'Internal', image: null },
        { ...item, linkType: 'Internal', image: null },
      ],
    });
    expect(repeated['items.1.id']).toMatch(/Item 1 has the same id/);
  });
});

describe('the menu’s card reviews', () => {
  it('lists the pinned cards first, in order, then the best rated', async () => {
    const before = (await settings()).menuPlacements;
    const last = before.cards.at(-1)?.slug ?? '';
    const third = before.placements[2]?.slug ?? '';
    const { status } = await call('PUT', '/admin/settings/menu-placements', { pinned: [last, third] });
    expect(status).toBe(200);
    const response = await t.app.request('/api/v2/menu-placements/get-menu-placements', { method: 'POST' });
    const placements = (await response.json()) as MenuPlacement[];
    expect(placements.map((placement) => placement.slug).slice(0, 2)).toEqual([last, third]);
    expect(placements).toHaveLength(before.count);
    expect(new Set(placements.map((placement) => placement.slug)).size).toBe(before.count);
    expect(placements.map((placement) => placement.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses a card the site does not list, a card twice and too many', async () => {
    const view = (await settings()).menuPlacements;
    const fields = await refused('/admin/settings/menu-placements', { pinned: ['no-such-card', 'also-missing'] });
    expect(fields).toEqual({
      'pinned.0': 'There is no card no-such-card. Choose one from the list.',
      'pinned.1': 'There is no card also-missing. Choose one from the list.',
    });
    const slug = view.cards[0]?.slug ?? '';
    expect((await refused('/admin/settings/menu-placements', { pinned: [slug, slug] }))['pinned.1']).toBe(
      'This card is already pinned higher up.',
    );
    const seven = view.cards.slice(0, 7).map((card) => card.slug);
    expect((await refused('/admin/settings/menu-placements', { pinned: seven })).pinned).toMatch(/at most 6/);
  });
});

describe('the search synonyms', () => {
  it('pass the data file as it is', () => {
    const file = JSON.parse(readFileSync(new URL('../../../../../data/search-synonyms.json', import.meta.url), 'utf8'));
    expect(SearchSynonymsInput.safeParse(file).success).toBe(true);
  });

  it('are saved, searched at once, audited, and kept when the file is read again', async () => {
    const { synonyms } = (await settings()).searchSynonyms;
    const added: SearchSynonym = {
      label: 'Flying with points',
      terms: ['flying', 'fly with points'],
      slug: '/best-credit-cards/air-miles',
      key: 'word-flying',
      cardField: null,
    };
    const { status, body } = await call('PUT', '/admin/settings/search-synonyms', { synonyms: [...synonyms, added] });
    expect(status).toBe(200);
    expect((body.settings as SiteSettingsView).searchSynonyms.staffEdited).toBe(true);
    const listed = await t.app.request('/api/v2/misc/get-all-search-synonyms', { method: 'POST' });
    expect(((await listed.json()) as SearchSynonym[]).at(-1)).toEqual(added);
    expect((await changes())[0]?.detail).toEqual({
      setting: 'search-synonyms',
      synonyms: synonyms.length + 1,
      before: synonyms.length,
    });

    // The files read again (a release changed a card): the staff's list stays.
    const content = loadCatalogueContent();
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'catalogueHash'));
    await syncCatalogue(t.database.db, content);
    expect((await settings()).searchSynonyms.synonyms.at(-1)).toEqual(added);
    // Once the file holds the same list (an export), the file leads again.
    await call('PUT', '/admin/settings/search-synonyms', { synonyms });
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'catalogueHash'));
    await syncCatalogue(t.database.db, content);
    const marker = await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, SYNONYMS_STAFF_EDITED_KEY));
    expect(marker).toEqual([]);
  });

  it('refuses a synonym naming what the catalogue does not have, a key twice, and an empty term', async () => {
    const synonym = (key: string, cardField: SearchSynonym['cardField']) => ({
      label: 'A label',
      terms: ['a term'],
      slug: '',
      key,
      cardField,
    });
    const fields = await refused('/admin/settings/search-synonyms', {
      synonyms: [synonym('issuer-td', 'issuer'), synonym('issuer-no-bank', 'issuer'), synonym('program-x', 'issuer')],
    });
    expect(fields).toEqual({
      'synonyms.2.key': expect.stringMatching(/^A synonym on the issuer field has the key issuer-/),
    });
    const unknown = await refused('/admin/settings/search-synonyms', {
      synonyms: [synonym('issuer-td', 'issuer'), synonym('issuer-no-bank', 'issuer')],
    });
    expect(unknown).toEqual({ 'synonyms.1.key': 'There is no issuer “no-bank”.' });
    const twice = await refused('/admin/settings/search-synonyms', {
      synonyms: [synonym('word-a', null), synonym('word-a', null), { ...synonym('word-b', null), terms: [' '] }],
    });
    expect(twice).toEqual({
      'synonyms.1.key': 'Synonym 1 has the same key. Give each its own.',
      'synonyms.2.terms.0': 'Write each term.',
    });
  });
});

describe('the site’s figures', () => {
  it('are saved and served, the live counts staying live', async () => {
    const stats = {
      dataPoints: 130,
      categories: 31,
      monthlyPageviews: 400_000,
      scholarshipDollars: 7000,
      viewsSinceInception: 5_000_000,
      uniqueVisitors: 160_000,
    };
    expect((await call('PUT', '/admin/settings/stats', { stats })).status).toBe(200);
    const global = await served();
    expect(global.stats).toMatchObject(stats);
    expect(global.stats.newsletterSubscribers).toBe(0);
    expect((await changes())[0]?.detail).toEqual({ setting: 'stats' });
    const fields = await refused('/admin/settings/stats', {
      stats: { ...stats, dataPoints: -1, uniqueVisitors: 'many', newsletterSubscribers: 9 },
    });
    expect(fields).toMatchObject({
      'stats.dataPoints': 'A figure is 0 or more.',
      'stats.uniqueVisitors': 'Give unique visitors as a number.',
      stats: 'Unknown field: newsletterSubscribers',
    });
  });
});

describe('the featured-in strip', () => {
  it('saves the publications newest first, and refuses links and dates it cannot show', async () => {
    const mentions = [
      { name: 'Older Daily', url: 'https://older.example/article', date: '2025-03-02' },
      { name: 'Newer Weekly', url: 'https://newer.example/story', date: '2026-05-20' },
    ];
    expect((await call('PUT', '/admin/settings/press-mentions', { mentions })).status).toBe(200);
    expect((await served()).pressMentions.map((mention) => mention.name)).toEqual(['Newer Weekly', 'Older Daily']);
    const fields = await refused('/admin/settings/press-mentions', {
      mentions: [{ name: '', url: 'javascript:alert(1)', date: '20/05/2026' }, mentions[0], mentions[0]],
    });
    expect(fields).toEqual({
      'mentions.0.name': 'Write the publication’s name.',
      'mentions.0.url': 'Give the article’s full address, starting with https://.',
      'mentions.0.date': 'Give the date it was published, as YYYY-MM-DD.',
      'mentions.2.url': 'This article is listed already.',
    });
  });
});

describe('the feature flags', () => {
  it('are stored, used by this process at once, and shown with where each value comes from', async () => {
    const { status, body } = await call('PUT', '/admin/settings/feature-flags', {
      flags: { newsletter: true, blog: false },
    });
    expect(status).toBe(200);
    const flags = (body.settings as SiteSettingsView).featureFlags.flags;
    expect(flags.find((flag) => flag.name === 'newsletter')).toMatchObject({
      database: true,
      environment: null,
      value: true,
      source: 'database',
    });
    expect(flags.find((flag) => flag.name === 'offers')).toMatchObject({ value: true, source: 'default' });
    expect(await featureFlagsNow(t.database.db, t.deps.env.FEATURE_FLAGS)).toMatchObject({
      newsletter: true,
      blog: false,
      offers: true,
    });
    expect((await changes())[0]?.detail).toEqual({ setting: 'feature-flags', on: 'newsletter', off: 'blog' });
  });

  it('refuse a partner build and a flag that does not exist', async () => {
    const fields = await refused('/admin/settings/feature-flags', {
      flags: { partnerMode: true, teleport: true, blog: 'yes' },
    });
    expect(fields).toEqual({
      'flags.partnerMode': 'partnerMode is the deployment’s to set (FEATURE_FLAGS), not a setting.',
      'flags.teleport': 'There is no flag called teleport.',
      'flags.blog': 'Set the flag to true (on) or false (off), or leave it out for its default.',
    });
  });

  it('give way to the environment, flag by flag', async () => {
    const other = await createTestApp({ env: { FEATURE_FLAGS: '-newsletter,careers' } });
    try {
      const staff = await signedInWithRole(other, 'admin');
      await call('PUT', '/admin/settings/feature-flags', { flags: { newsletter: true, blog: false } }, other, staff);
      const view = (await call('GET', '/admin/settings', undefined, other, staff)).body as unknown as SiteSettingsView;
      const byName = Object.fromEntries(view.featureFlags.flags.map((flag) => [flag.name, flag]));
      expect(byName.newsletter).toMatchObject({
        database: true,
        environment: false,
        value: false,
        source: 'environment',
      });
      expect(byName.careers).toMatchObject({ database: null, environment: true, value: true, source: 'environment' });
      expect(byName.blog).toMatchObject({ database: false, environment: null, value: false, source: 'database' });
      expect(await featureFlagsNow(other.database.db, other.deps.env.FEATURE_FLAGS)).toMatchObject({
        newsletter: false,
        careers: true,
        blog: false,
      });
    } finally {
      await other.close();
    }
  });
});

describe('pages', () => {
  it('are drawn with the flags in effect, a kept page given up when a stored flag changes', async () => {
    const web: WebMount = {
      // A page that shows the flags it was given, as the shell reads them.
      handlePage: async (_request, context) =>
        new Response(JSON.stringify(context.site.features), { headers: { 'content-type': 'text/html' } }),
    };
    const site = await createTestApp({ env: { FEATURE_FLAGS: '-careers' }, web });
    try {
      const features = async () => JSON.parse(await (await site.app.request('/best-credit-cards')).text());
      expect(await features()).toMatchObject({ newsletter: false, careers: false, blog: true });
      const staff = await signedInWithRole(site, 'editor');
      const saved = await call(
        'PUT',
        '/admin/settings/feature-flags',
        { flags: { newsletter: true, careers: true } },
        site,
        staff,
      );
      expect(saved.status).toBe(200);
      // This process at once; the environment's careers stays off.
      expect(await features()).toMatchObject({ newsletter: true, careers: false, blog: true });
    } finally {
      await site.close();
    }
  });
});

describe('another server process', () => {
  it('uses a change at its next data-version poll', async () => {
    const second = await createTestApp({ sharing: t });
    try {
      expect((await served(second)).helloBar?.name).toBe('Card quiz');
      await call('PUT', '/admin/settings/hello-bar', { helloBar: { ...BAR, name: 'Seen elsewhere' } });
      await second.deps.dataVersion.check();
      expect((await served(second)).helloBar?.name).toBe('Seen elsewhere');
      // Even a hand edit, which no process is told of.
      await t.database.db
        .update(siteSettings)
        .set({ value: sql`jsonb_set(value, '{name}', '"Edited by hand"')` })
        .where(and(eq(siteSettings.key, 'helloBar')));
      await second.deps.dataVersion.check();
      expect((await served(second)).helloBar?.name).toBe('Edited by hand');
    } finally {
      await second.close();
    }
  });
});
