import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour-contrast';

describe('contrastRatio', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });
  it('answers null for anything but a hex colour', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#12345', '#ffffff')).toBeNull();
  });
});
