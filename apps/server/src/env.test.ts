import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const problemsOf = (source: Record<string, string>): string[] => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      BRAND_NAME: 'CardGenius',
      SITE_URL: 'http://localhost:3000',
      CORS_ORIGINS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('bounds the wait for PostgreSQL at start and each query, 30 s and 10 s by default', () => {
    expect(parseEnv({})).toMatchObject({ DB_CONNECT_TIMEOUT_MS: 30_000, DB_QUERY_TIMEOUT_MS: 10_000 });
    expect(parseEnv({ DB_CONNECT_TIMEOUT_MS: '0', DB_QUERY_TIMEOUT_MS: '2500' })).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 0,
      DB_QUERY_TIMEOUT_MS: 2_500,
    });
    const problems = problemsOf({ DB_CONNECT_TIMEOUT_MS: '-1', DB_QUERY_TIMEOUT_MS: 'soon' });
    expect(problems.some((problem) => problem.startsWith('DB_CONNECT_TIMEOUT_MS '))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('DB_QUERY_TIMEOUT_MS '))).toBe(true);
  });

  it('runs one process unless WEB_CONCURRENCY asks for up to 64, with PostgreSQL and Redis', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    const shared = { DATABASE_URL: 'postgres://db/cards', REDIS_URL: 'redis://cache:6379' };
    expect(parseEnv({ ...shared, WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ['0', '65', '2.5', 'auto']) {
      expect(problemsOf({ ...shared, WEB_CONCURRENCY: bad })).toContain(
        'WEB_CONCURRENCY must be a whole number from 1 to 64',
      );
    }
    const alone = problemsOf({ WEB_CONCURRENCY: '2' });
    expect(alone.some((problem) => /^WEB_CONCURRENCY above 1 needs DATABASE_URL: .*PGlite/.test(problem))).toBe(true);
    expect(alone.some((problem) => /^WEB_CONCURRENCY above 1 needs REDIS_URL: .*rate limits/.test(problem))).toBe(true);
    expect(problemsOf({ WEB_CONCURRENCY: '2', DATABASE_URL: shared.DATABASE_URL })).toHaveLength(1);
  });

  it('names each bad variable', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', CORS_ORIGINS: 'nope' });
    expect(problems.some((problem) => problem.startsWith('PORT '))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL '))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('NODE_ENV '))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('CORS_ORIGINS'))).toBe(true);
  });

  it('requires a strong AUTH_SECRET and a SITE_URL in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('AUTH_SECRET is required in production');
    expect(problems).toContain('SITE_URL is required in production');
    expect(problemsOf({ AUTH_SECRET: 'short' })[0]).toMatch(/^AUTH_SECRET must be at least 32 characters/);
    expect(
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32), SITE_URL: 'https://example.ca/' }).SITE_URL,
    ).toBe('https://example.ca');
  });

  it('takes social sign-in credentials in pairs, from https providers in production', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toContain(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
    expect(problemsOf({ FACEBOOK_CLIENT_SECRET: 's' })).toContain(
      'FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET must be set together',
    );
    expect(parseEnv({}).GOOGLE_ISSUER_URL).toBe('https://accounts.google.com');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32), SITE_URL: 'https://example.ca' };
    expect(problemsOf({ ...production, GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000' })).toContain(
      'GOOGLE_ISSUER_URL must be an https:// URL in production',
    );
  });

  it('refuses the end-to-end tests’ made-up catalogue file in production', () => {
    expect(parseEnv({ TEST_CATALOGUE_FILE: 'e2e/fixtures/test-catalogue.json' }).TEST_CATALOGUE_FILE).toBe(
      'e2e/fixtures/test-catalogue.json',
    );
    expect(problemsOf({ NODE_ENV: 'production', TEST_CATALOGUE_FILE: 'cards.json' })).toContain(
      'TEST_CATALOGUE_FILE is for tests only and must not be set in production',
    );
  });

  it('reads the feature flags and refuses an unknown one', () => {
    const flags = parseEnv({ FEATURE_FLAGS: 'blog, -scholarship' }).FEATURE_FLAGS;
    expect(flags).toEqual({ blog: true, scholarship: false });
    expect(problemsOf({ FEATURE_FLAGS: 'blog,teleport' }).join('\n')).toMatch(/FEATURE_FLAGS.*teleport/);
  });

  it('parses the CORS origin list', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.ca, https://b.ca' }).CORS_ORIGINS).toEqual([
      'https://a.ca',
      'https://b.ca',
    ]);
  });

  it('reads the company settings, each unset by default, and names a bad one', () => {
    const env = parseEnv({});
    expect([env.GEO_URL, env.US_SITE_URL, env.APP_STORE_URL, env.CORPORATE_ADDRESS, env.COMPANY_FOUNDED_ON]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(env.SOCIAL_LINKS).toEqual([]);
    expect(
      parseEnv({ SOCIAL_LINKS: 'Instagram=https://instagram.com/x, Bluesky = https://bsky.app/y' }).SOCIAL_LINKS,
    ).toEqual([
      { label: 'Instagram', url: 'https://instagram.com/x' },
      { label: 'Bluesky', url: 'https://bsky.app/y' },
    ]);
    expect(parseEnv({ GEO_URL: 'https://geo.example/{ip}?key=k' }).GEO_URL).toBe('https://geo.example/{ip}?key=k');
    const problems = problemsOf({
      GEO_URL: 'https://geo.example/lookup',
      SOCIAL_LINKS: 'Instagram=http://instagram.com/x',
      COMPANY_FOUNDED_ON: '2010',
      APP_STORE_URL: 'not a url',
    });
    expect(problems.find((problem) => problem.startsWith('GEO_URL'))).toMatch(/\{ip\}/);
    expect(problems.find((problem) => problem.startsWith('SOCIAL_LINKS'))).toMatch(/Label=https/);
    expect(problems.some((problem) => problem.startsWith('COMPANY_FOUNDED_ON'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('APP_STORE_URL'))).toBe(true);
  });
});
