import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, featureFlagOrigin, parseFeatureFlags, resolveFeatureFlags } from './feature-flags';

describe('parseFeatureFlags', () => {
  it('keeps the defaults for an empty setting', () => {
    expect(parseFeatureFlags('')).toEqual({ flags: FEATURE_FLAGS, written: {}, unknown: [] });
  });
  it('turns named flags on and dash-prefixed flags off, and reports unknown names', () => {
    const { flags, written, unknown } = parseFeatureFlags(' blog , -scholarship,teleport');
    expect(flags.blog).toBe(true);
    expect(flags.scholarship).toBe(false);
    expect(written).toEqual({ blog: true, scholarship: false });
    expect(unknown).toEqual(['teleport']);
  });
});

describe('resolveFeatureFlags', () => {
  it('takes the environment over the database over the default, flag by flag', () => {
    const layers = { environment: { careers: false }, database: { careers: true, newsletter: true, blog: false } };
    expect(resolveFeatureFlags(layers)).toEqual({ ...FEATURE_FLAGS, careers: false, newsletter: true, blog: false });
    expect(featureFlagOrigin('careers', layers)).toEqual({ value: false, source: 'environment' });
    expect(featureFlagOrigin('newsletter', layers)).toEqual({ value: true, source: 'database' });
    expect(featureFlagOrigin('offers', layers)).toEqual({ value: true, source: 'default' });
  });
  it('never takes a partner build from the database', () => {
    expect(featureFlagOrigin('partnerMode', { environment: {}, database: { partnerMode: true } })).toEqual({
      value: false,
      source: 'default',
    });
    expect(resolveFeatureFlags({ environment: { partnerMode: true }, database: {} }).partnerMode).toBe(true);
  });
});
