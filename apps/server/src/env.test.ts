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

  it('reads the feature flags and refuses an unknown one', () => {
    const flags = parseEnv({ FEATURE_FLAGS: 'blog, -scholarship' }).FEATURE_FLAGS;
    expect(flags).toMatchObject({ blog: true, scholarship: false, offers: true });
    expect(problemsOf({ FEATURE_FLAGS: 'blog,teleport' }).join('\n')).toMatch(/FEATURE_FLAGS.*teleport/);
  });

  it('parses the CORS origin list', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.ca, https://b.ca' }).CORS_ORIGINS).toEqual([
      'https://a.ca',
      'https://b.ca',
    ]);
  });
});
