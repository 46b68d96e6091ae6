import { describe, expect, it } from 'vitest';
import { isPrerenderCrawler, isPrivacySignal, trackingExclusion } from './exclusions';
import { analyticsPagePath, referrerOrigin } from './page-path';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const visitor = { isAdmin: false, userAgent: CHROME, partnerMode: false, privacySignal: false };

describe('trackingExclusion', () => {
  it('tracks an ordinary visitor', () => {
    expect(trackingExclusion(visitor)).toBeNull();
  });

  it('does not track admins, prerender crawlers, partner builds or a privacy signal', () => {
    expect(trackingExclusion({ ...visitor, isAdmin: true })).toBe('admin');
    expect(trackingExclusion({ ...visitor, userAgent: 'Prerender (+https://github.com/prerender/prerender)' })).toBe(
      'prerender',
    );
    expect(trackingExclusion({ ...visitor, partnerMode: true })).toBe('partner');
    expect(trackingExclusion({ ...visitor, privacySignal: true })).toBe('privacy-signal');
  });
});

describe('isPrerenderCrawler', () => {
  it('matches a User-Agent naming a prerender service, in any case', () => {
    expect(isPrerenderCrawler(`${CHROME} prerender`)).toBe(true);
    expect(isPrerenderCrawler('PRERENDER.io')).toBe(true);
    expect(isPrerenderCrawler(CHROME)).toBe(false);
    expect(isPrerenderCrawler(undefined)).toBe(false);
  });
});

describe('isPrivacySignal', () => {
  it('is Global Privacy Control on, or Do Not Track on', () => {
    expect(isPrivacySignal(true, null)).toBe(true);
    expect(isPrivacySignal('1', undefined)).toBe(true);
    expect(isPrivacySignal(undefined, '1')).toBe(true);
    expect(isPrivacySignal(false, '0')).toBe(false);
    expect(isPrivacySignal(undefined, 'unspecified')).toBe(false);
  });
});

describe('analyticsPagePath', () => {
  it('keeps the path only, with secrets redacted', () => {
    expect(analyticsPagePath('/credit-cards?credit=good#top')).toBe('/credit-cards');
    expect(analyticsPagePath('/confirm-email/abc')).toBe('/confirm-email/:redacted');
    expect(analyticsPagePath('/Unsubscribe/xyz/more')).toBe('/Unsubscribe/:redacted/more');
    expect(analyticsPagePath('/undo-change/c0de')).toBe('/undo-change/:redacted');
    expect(analyticsPagePath('//evil.example/x')).toBe('/evil.example/x');
    expect(analyticsPagePath(`/${'a'.repeat(400)}`)).toHaveLength(300);
  });
});

describe('referrerOrigin', () => {
  it('keeps another site’s origin only, never our own or a non-web referrer', () => {
    expect(referrerOrigin('https://www.google.com/search?q=my+email', 'https://site.ca')).toBe(
      'https://www.google.com',
    );
    expect(referrerOrigin('https://site.ca/credit-cards', 'https://site.ca')).toBeNull();
    expect(referrerOrigin('', 'https://site.ca')).toBeNull();
    expect(referrerOrigin('android-app://com.google', 'https://site.ca')).toBeNull();
    expect(referrerOrigin('not a url', 'https://site.ca')).toBeNull();
  });
});
