import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, parseFeatureFlags } from './feature-flags';

describe('parseFeatureFlags', () => {
  it('keeps the defaults for an empty setting', () => {
    expect(parseFeatureFlags('')).toEqual({ flags: FEATURE_FLAGS, unknown: [] });
  });
  it('turns named flags on and dash-prefixed flags off, and reports unknown names', () => {
    const { flags, unknown } = parseFeatureFlags(' blog , -scholarship,teleport');
    expect(flags.blog).toBe(true);
    expect(flags.scholarship).toBe(false);
    expect(unknown).toEqual(['teleport']);
  });
});
