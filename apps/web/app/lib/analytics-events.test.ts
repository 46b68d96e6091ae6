import { ANALYTICS_BATCH_MAX, ANALYTICS_MAX_BODY_BYTES, INGESTED_EVENT_KINDS } from '@cardgenius/core/analytics';
import { ANALYTICS_ENDPOINTS } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { eventFields, isUuid, newUuid, type OutgoingEvent, splitBatches } from './analytics-events';

/** Loose `track()` data, as call sites across the site send it. */
const CALLS: Record<(typeof INGESTED_EVENT_KINDS)[number], Record<string, unknown>> = {
  pageview: {},
  'core-feature': { name: 'Quiz', instance: 'results', options: { cards: 3, 'bad key': 1, nested: { no: 1 } } },
  subscription: { context: 'Footer Optin', subscribed: true },
  registration: { context: 'site', registered: true, trigger: 'Referral' },
  'time-on-site': { seconds: 30 },
  scroll: { depth: 62.4 },
  search: { feature: 'search-box', action: 'submit', term: '  aeroplan\n ', results: 4 },
};

const session = {
  id: newUuid(),
  userId: newUuid(),
  region: 'ca',
  country: null,
  province: null,
  landingPage: '/',
  page: '/',
  previousPage: null,
  origin: null,
  area: 'Home',
  areaHistory: ['Home'],
  campaign: null,
  campaignHistory: [],
  campaignDepth: 0,
  device: 'mobile',
  contentType: 'home',
  firstCoreFeature: null,
  lastCoreFeature: null,
  coreFeatureHistory: [],
  lastFeatureHistory: [],
};

const eventOf = (fields: Record<string, unknown>): OutgoingEvent => ({
  id: newUuid(),
  occurredAt: new Date().toISOString(),
  page: '/',
  ...fields,
});

describe('eventFields', () => {
  it('shapes every kind’s track() data into an event the API takes', () => {
    for (const kind of INGESTED_EVENT_KINDS) {
      const fields = eventFields(kind, CALLS[kind], '/previous');
      expect(fields, kind).not.toBeNull();
      const body = { session, event: eventOf(fields ?? {}) };
      const parsed = ANALYTICS_ENDPOINTS[kind].request?.body.safeParse(body);
      expect(parsed?.success, `${kind}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
    }
  });

  it('cleans what it can and drops what cannot be an event', () => {
    expect(eventFields('scroll', { depth: 140 }, null)).toEqual({ depth: 100 });
    expect(eventFields('scroll', { depth: 'far' }, null)).toBeNull();
    expect(eventFields('core-feature', { name: 'Horoscope' }, null)).toBeNull();
    expect(eventFields('search', { term: '   ' }, null)).toBeNull();
    expect(eventFields('search', { term: 'x', feature: 'radio' }, null)).toMatchObject({
      feature: 'search-box',
      action: 'submit',
    });
    expect(eventFields('registration', {}, null)).toEqual({ context: 'site', registered: true, trigger: null });
    expect(
      eventFields('core-feature', { name: 'Quiz', options: { cards: 3, 'bad key': 1, nested: {} } }, null),
    ).toMatchObject({
      options: { cards: 3 },
      interacted: true,
    });
  });
});

describe('newUuid', () => {
  it('makes version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isUuid(id) && id[14] === '4').toBe(true);
  });
});

describe('splitBatches', () => {
  it('keeps each request within 50 events and a keepalive request’s 64 KB', () => {
    const sessionJson = JSON.stringify(session);
    const small = Array.from({ length: 120 }, () => eventOf({ depth: 10 }));
    expect(
      splitBatches(small, sessionJson, ANALYTICS_BATCH_MAX, ANALYTICS_MAX_BODY_BYTES).map((b) => b.length),
    ).toEqual([50, 50, 20]);
    const large = Array.from({ length: 50 }, () => eventOf({ term: 'é'.repeat(1500) }));
    const batches = splitBatches(large, sessionJson, ANALYTICS_BATCH_MAX, ANALYTICS_MAX_BODY_BYTES);
    expect(batches.flat()).toHaveLength(50);
    for (const batch of batches) {
      const bytes = new TextEncoder().encode(JSON.stringify({ session, events: batch })).length;
      expect(bytes).toBeLessThanOrEqual(ANALYTICS_MAX_BODY_BYTES);
    }
    const huge = [eventOf({ term: 'x'.repeat(ANALYTICS_MAX_BODY_BYTES) })];
    expect(splitBatches(huge, sessionJson, ANALYTICS_BATCH_MAX, ANALYTICS_MAX_BODY_BYTES)).toEqual([]);
  });
});
