import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, RestartBackoff, STABLE_RUN_MS } from './restart-backoff';

describe('RestartBackoff', () => {
  it('replaces a worker that ran a while at once', () => {
    const backoff = new RestartBackoff();
    expect(backoff.next(STABLE_RUN_MS)).toBe(0);
    expect(backoff.next(10 * STABLE_RUN_MS)).toBe(0);
  });

  it('doubles the wait while workers die young, up to its ceiling, and starts over after a stable run', () => {
    const backoff = new RestartBackoff();
    const delays = Array.from({ length: 8 }, () => backoff.next(50));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(Math.max(...delays)).toBe(MAX_RESTART_DELAY_MS);
    expect(backoff.next(STABLE_RUN_MS)).toBe(0);
    expect(backoff.next(50)).toBe(1_000);
  });
});
