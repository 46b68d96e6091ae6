import { describe, expect, it } from 'vitest';
import { type KillTestResult, killTestSubscribe } from '../scripts/kill-test-subscribe';

/** Some requests were answered before the kill and some were still unanswered when it came. */
const landedPartWay = (result: KillTestResult) => result.inFlightAtKill > 0 && result.other > 0;

/**
 * `npm run kill-test:subscribe` as a test (about 10 s a run): 2,000 concurrent subscribes, SIGKILL after
 * the 400th 2xx, restart on the same data; every address that got a 2xx must be stored. On PostgreSQL
 * too when TEST_DATABASE_URL is set.
 */
describe('subscribing survives a SIGKILL', () => {
  it('keeps every subscription that was answered 2xx', { timeout: 180_000 }, async () => {
    // A run where the server had answered everything before the signal landed cut nothing, so proves
    // nothing about a cut: it is run again, at most three times in all. Every run must keep its 2xx.
    const runs: KillTestResult[] = [];
    do {
      const result = await killTestSubscribe({ postgresUrl: process.env.TEST_DATABASE_URL });
      runs.push(result);
      expect(result.found).toBe(result.succeeded);
      expect(result.missing).toBe(0);
    } while (!landedPartWay(runs.at(-1) as KillTestResult) && runs.length < 3);
    const partWay = runs.find(landedPartWay);
    expect(partWay, JSON.stringify(runs)).toBeDefined();
    expect(partWay?.succeeded).toBeGreaterThanOrEqual(400);
  });
});
