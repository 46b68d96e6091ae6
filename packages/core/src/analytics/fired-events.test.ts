import { describe, expect, it } from 'vitest';
import { parseFiredEvents, parseSessionStartTime, timeOnSiteDelayMs, withFiredEvent } from './fired-events';

describe('the firedEvents cookie', () => {
  it('keeps the names of once-per-visitor events, ignoring anything else', () => {
    expect(parseFiredEvents(undefined)).toEqual([]);
    expect(parseFiredEvents('time-on-site')).toEqual(['time-on-site']);
    expect(parseFiredEvents('bogus,time-on-site,<script>')).toEqual(['time-on-site']);
    expect(withFiredEvent([], 'time-on-site')).toBe('time-on-site');
    expect(withFiredEvent(['time-on-site'], 'time-on-site')).toBe('time-on-site');
  });
});

describe('the sessionStartTime cookie', () => {
  it('is a past time in milliseconds, or nothing', () => {
    expect(parseSessionStartTime('1700000000000', 1_800_000_000_000)).toBe(1_700_000_000_000);
    expect(parseSessionStartTime('1900000000000', 1_800_000_000_000)).toBeNull();
    expect(parseSessionStartTime('soon', 1_800_000_000_000)).toBeNull();
    expect(parseSessionStartTime(undefined, 1_800_000_000_000)).toBeNull();
  });
});

describe('timeOnSiteDelayMs', () => {
  it('counts 30 s from the start of the visit, not of the page', () => {
    expect(timeOnSiteDelayMs({ sessionStartMs: 1000, nowMs: 1000, fired: [] })).toBe(30_000);
    expect(timeOnSiteDelayMs({ sessionStartMs: 1000, nowMs: 21_000, fired: [] })).toBe(10_000);
    expect(timeOnSiteDelayMs({ sessionStartMs: 1000, nowMs: 90_000, fired: [] })).toBe(0);
  });

  it('is never due again once the visitor has fired it', () => {
    expect(timeOnSiteDelayMs({ sessionStartMs: 1000, nowMs: 1000, fired: ['time-on-site'] })).toBeNull();
  });
});
