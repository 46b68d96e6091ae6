import { describe, expect, it } from 'vitest';
import { CORE_FEATURE_HISTORY_LIMIT, FEATURE_HISTORY_LIMIT } from './analytics-constants';
import {
  type AnalyticsSessionState,
  contentTypeOf,
  deviceForWidth,
  featureOfEvent,
  type PageSeen,
  pushCapped,
  recordFeature,
  recordPageView,
  startSession,
} from './session-state';

const seen = (pathname: string, search = '', viewportWidth = 1280): PageSeen => ({
  pathname,
  search,
  viewportWidth,
  province: null,
});
const start = (page: PageSeen, origin: string | null = null): AnalyticsSessionState =>
  startSession({ id: 'session-1', userId: 'user-1', page, origin });

describe('deviceForWidth', () => {
  it('is desktop from 992 px wide, mobile below', () => {
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(1440)).toBe('desktop');
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(390)).toBe('mobile');
  });
});

describe('startSession', () => {
  it('starts on the landing page with its area, device and no campaign', () => {
    const state = start(seen('/credit-cards', '', 390), 'https://www.google.com');
    expect(state).toMatchObject({
      landingPage: '/credit-cards',
      page: '/credit-cards',
      previousPage: null,
      origin: 'https://www.google.com',
      area: 'Compare',
      areaHistory: ['Compare'],
      campaign: null,
      campaignHistory: [],
      campaignDepth: 0,
      device: 'mobile',
      contentType: 'comparison',
      region: 'ca',
      country: null,
      province: null,
    });
  });

  it('takes the campaign from utm parameters, at depth 1', () => {
    const state = start(seen('/', '?utm_source=newsletter&utm_medium=email&utm_campaign=spring'));
    expect(state.campaign).toEqual({
      source: 'newsletter',
      medium: 'email',
      name: 'spring',
      term: null,
      content: null,
    });
    expect(state.campaignHistory).toHaveLength(1);
    expect(state.campaignDepth).toBe(1);
  });

  it('knows the country once a province is chosen', () => {
    expect(startSession({ id: 's', userId: 'u', page: { ...seen('/'), province: 'QC' }, origin: null })).toMatchObject({
      province: 'QC',
      country: 'Canada',
    });
  });
});

describe('recordPageView', () => {
  it('moves the page, remembers the previous one and adds new areas once, in order', () => {
    let state = start(seen('/'));
    state = recordPageView(state, seen('/credit-cards'));
    state = recordPageView(state, seen('/credit-cards/amex-cobalt'));
    state = recordPageView(state, seen('/credit-cards'));
    expect(state.page).toBe('/credit-cards');
    expect(state.previousPage).toBe('/credit-cards/amex-cobalt');
    expect(state.landingPage).toBe('/');
    expect(state.area).toBe('Compare');
    expect(state.areaHistory).toEqual(['Home', 'Compare', 'Standalone']);
  });

  it('deepens the current campaign on each page, and restarts the depth on a new campaign', () => {
    let state = start(seen('/', '?utm_source=google&utm_medium=cpc'));
    state = recordPageView(state, seen('/credit-cards'));
    state = recordPageView(state, seen('/about'));
    expect(state.campaignDepth).toBe(3);
    // The same campaign again (a reload of the ad's URL) is not a new one.
    state = recordPageView(state, seen('/', '?utm_source=google&utm_medium=cpc'));
    expect(state.campaignDepth).toBe(4);
    expect(state.campaignHistory).toHaveLength(1);
    state = recordPageView(state, seen('/faq', '?utm_source=facebook'));
    expect(state.campaign?.source).toBe('facebook');
    expect(state.campaignDepth).toBe(1);
    expect(state.campaignHistory.map((campaign) => campaign.source)).toEqual(['google', 'facebook']);
  });

  it('keeps at most 10 campaigns, dropping the oldest', () => {
    let state = start(seen('/'));
    for (let index = 0; index < 12; index++) state = recordPageView(state, seen('/', `?utm_source=s${index}`));
    expect(state.campaignHistory.map((campaign) => campaign.source)).toEqual(
      Array.from({ length: 10 }, (_, index) => `s${index + 2}`),
    );
  });

  it('has no campaign depth without a campaign', () => {
    const state = recordPageView(start(seen('/')), seen('/faq'));
    expect(state.campaignDepth).toBe(0);
  });

  it('follows the viewport and keeps the province once known', () => {
    let state = start(seen('/', '', 1280));
    state = recordPageView(state, { ...seen('/faq', '', 600), province: 'ON' });
    state = recordPageView(state, seen('/about', '', 600));
    expect(state.device).toBe('mobile');
    expect(state.province).toBe('ON');
    expect(state.country).toBe('Canada');
  });

  it('never keeps a secret from the path or anything from the query', () => {
    const state = recordPageView(start(seen('/')), seen('/reset-password/abc123secret', '?email=a@b.ca'));
    expect(state.page).toBe('/reset-password/:redacted');
  });
});

describe('recordFeature', () => {
  it('records the first and last core feature and both histories', () => {
    let state = start(seen('/'));
    state = recordFeature(state, 'Quiz');
    state = recordFeature(state, 'Newsletter');
    state = recordFeature(state, 'Compare');
    expect(state.firstCoreFeature).toBe('Quiz');
    expect(state.lastCoreFeature).toBe('Compare');
    expect(state.coreFeatureHistory).toEqual(['Quiz', 'Compare']);
    expect(state.lastFeatureHistory).toEqual(['Quiz', 'Newsletter', 'Compare']);
  });

  it('keeps 10 features and 5 core features, dropping the oldest', () => {
    const core = ['Quiz', 'Compare', 'Calculator', 'Sliders', 'Search'];
    let state = start(seen('/'));
    for (let index = 0; index < 14; index++) {
      state = recordFeature(state, core[index % core.length] as string);
      state = recordFeature(state, `Other ${index}`);
    }
    expect(state.lastFeatureHistory).toHaveLength(FEATURE_HISTORY_LIMIT);
    expect(state.lastFeatureHistory.at(-1)).toBe('Other 13');
    expect(state.coreFeatureHistory).toHaveLength(CORE_FEATURE_HISTORY_LIMIT);
    // 14 uses of the five in turn: the last five are Search, Quiz, Compare, Calculator, Sliders.
    expect(state.coreFeatureHistory).toEqual(['Search', 'Quiz', 'Compare', 'Calculator', 'Sliders']);
    expect(state.firstCoreFeature).toBe('Quiz');
    expect(state.lastCoreFeature).toBe('Sliders');
  });

  it('counts the same feature used twice in a row once', () => {
    let state = start(seen('/'));
    for (let index = 0; index < 4; index++) state = recordFeature(state, 'Sliders');
    expect(state.coreFeatureHistory).toEqual(['Sliders']);
    expect(state.lastFeatureHistory).toEqual(['Sliders']);
  });
});

describe('pushCapped', () => {
  it('drops the oldest beyond the limit and never changes its input', () => {
    const history = [1, 2, 3];
    expect(pushCapped(history, 4, 3)).toEqual([2, 3, 4]);
    expect(history).toEqual([1, 2, 3]);
  });
});

describe('featureOfEvent', () => {
  it('names the feature of each kind that is one', () => {
    expect(featureOfEvent('core-feature', 'Calculator')).toBe('Calculator');
    expect(featureOfEvent('core-feature', 42)).toBeNull();
    expect(featureOfEvent('search')).toBe('Search');
    expect(featureOfEvent('subscription')).toBe('Newsletter');
    expect(featureOfEvent('registration')).toBe('Registration');
    expect(featureOfEvent('pageview')).toBeNull();
    expect(featureOfEvent('scroll')).toBeNull();
    expect(featureOfEvent('time-on-site')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('groups pages by what they show', () => {
    expect(contentTypeOf('/')).toBe('home');
    expect(contentTypeOf('/credit-cards/amex-cobalt')).toBe('card');
    expect(contentTypeOf('/best-credit-cards/travel')).toBe('ranking');
    expect(contentTypeOf('/reward-points-calculator')).toBe('tool');
    expect(contentTypeOf('/sliders/')).toBe('tool');
    expect(contentTypeOf('/genius-search')).toBe('search');
    expect(contentTypeOf('/dashboard')).toBe('member');
    expect(contentTypeOf('/about')).toBe('page');
  });
});
