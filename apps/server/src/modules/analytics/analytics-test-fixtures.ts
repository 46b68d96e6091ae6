import { randomUUID } from 'node:crypto';
import type { IngestedEventKind } from '@cardgenius/core/analytics';
import type { AnalyticsSession } from '@cardgenius/core/contract';
import { count, eq } from 'drizzle-orm';
import { analyticsEvents, analyticsSessions } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** A session as the browser sends it, on its first page. */
export function sampleSession(overrides: Partial<AnalyticsSession> = {}): AnalyticsSession {
  return {
    id: randomUUID(),
    userId: randomUUID(),
    region: 'ca',
    country: 'Canada',
    province: 'ON',
    landingPage: '/',
    page: '/credit-cards',
    previousPage: '/',
    origin: 'https://www.google.com',
    area: 'Compare',
    areaHistory: ['Home', 'Compare'],
    campaign: { source: 'newsletter', medium: 'email', name: 'spring', term: null, content: null },
    campaignHistory: [{ source: 'newsletter', medium: 'email', name: 'spring', term: null, content: null }],
    campaignDepth: 2,
    device: 'desktop',
    contentType: 'comparison',
    firstCoreFeature: 'Quiz',
    lastCoreFeature: 'Compare',
    coreFeatureHistory: ['Quiz', 'Compare'],
    lastFeatureHistory: ['Quiz', 'Newsletter', 'Compare'],
    ...overrides,
  };
}

/** The fields of one valid event of each kind. */
export const SAMPLE_FIELDS: Record<IngestedEventKind, Record<string, unknown>> = {
  pageview: { previousPage: '/' },
  'core-feature': {
    name: 'Compare',
    instance: 'side-by-side',
    context: '/credit-cards',
    trigger: 'Compare button',
    options: { cards: 3 },
    variation: null,
    interacted: true,
  },
  subscription: { context: 'Footer Optin', subscribed: true },
  registration: { context: 'site', registered: true, trigger: 'Referral' },
  'time-on-site': { seconds: 30 },
  scroll: { depth: 75 },
  search: { feature: 'search-box', action: 'submit', term: 'aeroplan', results: null },
};

export function sampleEvent(kind: IngestedEventKind, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    page: '/credit-cards',
    ...SAMPLE_FIELDS[kind],
    ...overrides,
  };
}

export async function eventCount(t: TestApp, sessionId?: string): Promise<number> {
  const query = t.database.db.select({ value: count() }).from(analyticsEvents);
  const [row] = await (sessionId ? query.where(eq(analyticsEvents.sessionId, sessionId)) : query);
  return row?.value ?? 0;
}

export async function sessionRow(t: TestApp, id: string) {
  return (await t.database.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, id)))[0];
}
