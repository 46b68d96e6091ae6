import { describe, expect, it } from 'vitest';
import { killTestRegister } from '../scripts/kill-test-register';

/**
 * `npm run kill-test:register` as a test (under a minute): 300 concurrent registrations, SIGKILL
 * part-way, restart on the same data and let the mail queue drain; every 201 must have its account and
 * its confirmation email, and no account may be left without one. On PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
describe('registering survives a SIGKILL', () => {
  it('gives every account its confirmation email', { timeout: 180_000 }, async () => {
    const result = await killTestRegister({ postgresUrl: process.env.TEST_DATABASE_URL });
    // Part-way: some were answered, some were cut off by the kill.
    expect(result.succeeded).toBeGreaterThan(0);
    expect(result.inFlightAtKill).toBeGreaterThan(0);
    expect(result.missingAccounts).toBe(0);
    expect(result.missingEmails).toBe(0);
    expect(result.accountsWithoutEmail).toBe(0);
    expect(result.stillQueued).toBe(0);
  });
});
