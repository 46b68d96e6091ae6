import { describe, expect, it } from 'vitest';
import { parseBoolean } from './parse-boolean';

describe('parseBoolean', () => {
  it.each(['true', 'TRUE', 'True', '1', 'on', 'ON', 'yes', 'Yes', ' yes ', '\ttrue\n'])('%j is true', (value) => {
    expect(parseBoolean(value)).toBe(true);
  });

  it.each(['false', '0', 'off', 'no', '', ' ', 'y', 't', '2', 'truthy', 'yes please'])('%j is false', (value) => {
    expect(parseBoolean(value)).toBe(false);
  });

  it('treats numbers above 0 as true', () => {
    expect(parseBoolean(1)).toBe(true);
    expect(parseBoolean(0.5)).toBe(true);
    expect(parseBoolean(Number.POSITIVE_INFINITY)).toBe(true);
    expect(parseBoolean(0)).toBe(false);
    expect(parseBoolean(-1)).toBe(false);
    expect(parseBoolean(Number.NaN)).toBe(false);
  });

  it('uses ordinary truthiness for anything else', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean(false)).toBe(false);
    expect(parseBoolean(null)).toBe(false);
    expect(parseBoolean(undefined)).toBe(false);
    expect(parseBoolean({})).toBe(true);
    expect(parseBoolean([])).toBe(true);
    expect(parseBoolean(0n)).toBe(false);
    expect(parseBoolean(1n)).toBe(true);
  });
});
