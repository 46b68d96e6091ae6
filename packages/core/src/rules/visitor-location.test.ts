import { describe, expect, it } from 'vitest';
import { isLikelyBot, locationFromGeoAnswer, UNKNOWN_LOCATION } from './visitor-location';

const answer = (data: Record<string, unknown>) => ({ geolocation_data: data });

describe('locationFromGeoAnswer', () => {
  it('keeps a Canadian province code and the fuller record', () => {
    expect(locationFromGeoAnswer(answer({ region_code: 'qc', country_name: 'Canada', region_name: 'Quebec' }))).toEqual(
      { province: 'QC', country: 'Canada', regionName: 'Quebec' },
    );
  });

  it('keeps the record but no province outside Canada, even for a code we know', () => {
    expect(locationFromGeoAnswer(answer({ region_code: 'ON', country_name: 'Nigeria', region_name: 'Ondo' }))).toEqual({
      province: '',
      country: 'Nigeria',
      regionName: 'Ondo',
    });
    expect(locationFromGeoAnswer(answer({ region_code: 'WA', country_name: 'United States' })).province).toBe('');
  });

  it('reads anything else as unknown, never throwing', () => {
    for (const bad of [null, 'text', 42, {}, { geolocation_data: 'x' }, { geolocation_data: null }]) {
      expect(locationFromGeoAnswer(bad)).toEqual(UNKNOWN_LOCATION);
    }
    expect(
      locationFromGeoAnswer(answer({ region_code: 7, country_name: 'x'.repeat(61), region_name: 'a\u0000b' })),
    ).toEqual(UNKNOWN_LOCATION);
  });
});

describe('isLikelyBot', () => {
  it('tells crawlers from browsers', () => {
    expect(isLikelyBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isLikelyBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isLikelyBot('Prerender (+https://github.com/prerender/prerender)')).toBe(true);
    expect(isLikelyBot(undefined)).toBe(true);
    expect(
      isLikelyBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isLikelyBot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(false);
  });
});
