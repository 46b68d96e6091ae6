import { describe, expect, it } from 'vitest';
import { killTestSubscribe } from '../scripts/kill-test-subscribe';

/**
 * `npm run kill-test:subscribe` as a test (about 20 s): 1,000 concurrent subscribes, SIGKILL part-way,
 * restart on the same data; every address that got a 2xx must be stored. On PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
describe('subscribing survives a SIGKILL', () => {
  it('keeps every subscription that was answered 2xx', { timeout: 180_000 }, async () => {
    const result = await killTestSubscribe({ postgresUrl: process.env.TEST_DATABASE_URL });
    // Part-way: some were answered, some were cut off by the kill.
    expect(result.succeeded).toBeGreaterThanOrEqual(400);
    expect(result.inFlightAtKill).toBeGreaterThan(0);
    expect(result.other).toBeGreaterThan(0);
    expect(result.found).toBe(result.succeeded);
    expect(result.missing).toBe(0);
  });
});
