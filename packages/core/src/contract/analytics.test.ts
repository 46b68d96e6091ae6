import { describe, expect, expectTypeOf, it } from 'vitest';
import { INGESTED_EVENT_KINDS } from '../analytics/analytics-constants';
import { type AnalyticsSessionState, recordFeature, recordPageView, startSession } from '../analytics/session-state';
import { ANALYTICS_ENDPOINTS, type AnalyticsSession } from './analytics';
import { issuesToFields } from './validation-fields';

const uuid = () => crypto.randomUUID();
const page = (pathname: string, search = '') => ({ pathname, search, viewportWidth: 1280, province: null });

/** A session the rules built, as the browser sends it. */
function builtSession(): AnalyticsSessionState {
  let state = startSession({
    id: uuid(),
    userId: uuid(),
    page: page('/', '?utm_source=newsletter&utm_medium=email'),
    origin: 'https://www.google.com',
  });
  state = recordPageView(state, page('/credit-cards/amex-cobalt'));
  state = recordFeature(recordFeature(state, 'Compare'), 'Newsletter');
  return state;
}

function bodyOf(kind: (typeof INGESTED_EVENT_KINDS)[number]) {
  const schema = ANALYTICS_ENDPOINTS[kind].request?.body;
  if (!schema) throw new Error(`no body schema for ${kind}`);
  return schema;
}
const event = (fields: Record<string, unknown>) => ({
  id: uuid(),
  occurredAt: new Date().toISOString(),
  page: '/credit-cards',
  ...fields,
});

describe('the analytics contract', () => {
  it('takes the session the rules build, field for field', () => {
    expectTypeOf<AnalyticsSession>().toEqualTypeOf<AnalyticsSessionState>();
    const result = bodyOf('pageview').safeParse({ session: builtSession(), event: event({ previousPage: '/' }) });
    expect(result.success).toBe(true);
  });

  it('has one endpoint per kind, under /analytics/{kind}', () => {
    for (const kind of INGESTED_EVENT_KINDS) {
      expect(ANALYTICS_ENDPOINTS[kind]).toMatchObject({ method: 'post', path: `/analytics/${kind}` });
    }
  });

  it('names the bad field of a bad event by its place in the batch', () => {
    const events = [
      event({ name: 'Quiz' }),
      event({ name: 'Compare' }),
      event({ name: 'Sliders' }),
      event({ name: 'Horoscope' }),
    ];
    const result = bodyOf('core-feature').safeParse({ session: builtSession(), events });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(issuesToFields(result.error.issues))).toEqual(['events.3.name']);
  });

  it('keeps to the subscription sources of the spec', () => {
    const body = (context: string) => ({ session: builtSession(), event: event({ context, subscribed: true }) });
    expect(bodyOf('subscription').safeParse(body('Exit Intent Modal')).success).toBe(true);
    expect(bodyOf('subscription').safeParse(body('Sidebar')).success).toBe(false);
  });
});
