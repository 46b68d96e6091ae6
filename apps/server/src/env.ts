import { DEFAULT_BRAND_NAME, parseFeatureFlags } from '@cardgenius/core';
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * How long start-up keeps retrying a PostgreSQL server it cannot reach (with backoff) before it
   * gives up with exit code 1.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /**
   * The longest one PostgreSQL query (and one connection attempt) may take while serving: a hung or
   * lost server makes a call answer 503 within it, never hang. Waiting for a free connection in a
   * burst may take three times it.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Worker processes `npm start` runs on one port (node:cluster); 1 is a single process, no cluster. */
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int('must be a whole number from 1 to 64')
    .min(1, 'must be a whole number from 1 to 64')
    .max(64, 'must be a whole number from 1 to 64')
    .default(1),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  BRAND_NAME: z.string().trim().min(1).max(40).default(DEFAULT_BRAND_NAME),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  FEATURE_FLAGS: z
    .string()
    .default('')
    .transform((value, context) => {
      // Only the flags named: each overrides the database's featureFlags setting (docs/decisions/0023).
      const { written, unknown } = parseFeatureFlags(value);
      if (unknown.length) context.addIssue({ code: 'custom', message: `unknown feature flag: ${unknown.join(', ')}` });
      return written;
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-zA-Z]{10,64}$/, 'must be a Twilio account SID (AC...)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form, like +14165550100')
    .optional(),
  TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Staff addresses that get the developer flag (the Sandbox menu entry). */
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Proof-of-work difficulty of the captcha: the largest number a solver may have to try. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Who may read the development outbox (live reset links and codes), never in production: `loopback`
   * (this computer, without a proxy), `any` (throwaway test servers) or `off`.
   */
  DEV_OUTBOX: z.enum(['loopback', 'any', 'off']).default('loopback'),
  /** Social sign-in with Google (OpenID Connect): both set to show "Continue with Google". */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Google's issuer; discovery reads its endpoints and keys from `/.well-known/openid-configuration`. */
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  /** Social sign-in with Facebook (OAuth 2 and the Graph API): both set to show "Continue with Facebook". */
  FACEBOOK_CLIENT_ID: z.string().trim().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /**
   * One base URL serving Facebook's `/dialog/oauth`, `/oauth/access_token` and `/me` (a local fake in
   * tests). Unset: Facebook's own, www.facebook.com for the dialog and graph.facebook.com for the rest.
   */
  FACEBOOK_AUTH_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** End-to-end tests only: a JSON file of made-up issuers and cards added to the catalogue. */
  TEST_CATALOGUE_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * An IP geolocation service, as a URL template with `{ip}` where the visitor's address goes; it answers
   * `{ geolocation_data: { region_code, country_name, region_name } }` (shell-and-browsing §7). Unset: no lookup.
   */
  GEO_URL: z
    .string()
    .refine((value) => value.includes('{ip}'), 'must contain {ip} where the visitor’s address goes')
    .refine((value) => /^https?:\/\/[^/]+/.test(value) && URL.canParse(value.replace('{ip}', '192.0.2.1')), {
      message: 'must be an http:// or https:// URL template, like https://geo.example/{ip}',
    })
    .optional(),
  /** The U.S. regional site (shell-and-browsing §1); unset: no link to it. */
  US_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The site's own social accounts, `Label=https://…` comma-separated; unset: none shown. */
  SOCIAL_LINKS: z
    .string()
    .default('')
    .transform((value, context) => {
      const links: { label: string; url: string }[] = [];
      for (const entry of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const at = entry.indexOf('=');
        const label = entry.slice(0, at).trim();
        const url = entry.slice(at + 1).trim();
        if (at <= 0 || !label || !/^https:\/\//.test(url) || !URL.canParse(url)) {
          context.addIssue({ code: 'custom', message: `entry "${entry}" must be Label=https://…` });
        } else links.push({ label, url });
      }
      return links;
    }),
  /** The companion app's App Store and Google Play pages (footer buttons with the appStoreButtons flag). */
  APP_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
  GOOGLE_PLAY_URL: z.url({ protocol: /^https$/ }).optional(),
  /** The company's postal address, lines separated by `|` (footer, with the corporateAddress flag). */
  CORPORATE_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** The day the company was founded, YYYY-MM-DD (accounts spec §9): the about page gives its age. Unset: not shown. */
  COMPANY_FOUNDED_ON: z.iso.date('must be a date, YYYY-MM-DD').optional(),
});

export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string; MAIL_FROM: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment once, at start; every problem names its variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Treat empty strings as unset, so `FOO= npm start` means the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`);
  // Checked on the raw input so they are reported alongside any other problem.
  if (cleaned.NODE_ENV === 'production') {
    if (!cleaned.AUTH_SECRET) problems.push('AUTH_SECRET is required in production');
    if (!cleaned.SITE_URL) problems.push('SITE_URL is required in production');
    if (cleaned.TEST_CATALOGUE_FILE)
      problems.push('TEST_CATALOGUE_FILE is for tests only and must not be set in production');
  }
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => cleaned[name]);
  if (twilio.length > 0 && twilio.length < 3) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  for (const provider of ['GOOGLE', 'FACEBOOK']) {
    const [id, secret] = [`${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`];
    if (Boolean(cleaned[id]) !== Boolean(cleaned[secret])) problems.push(`${id} and ${secret} must be set together`);
  }
  // Several processes share nothing in memory: the database and the rate-limit counters must be outside them.
  if (Number(cleaned.WEB_CONCURRENCY ?? 1) > 1) {
    if (!cleaned.DATABASE_URL) {
      problems.push(
        'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only',
      );
    }
    if (!cleaned.REDIS_URL) {
      problems.push(
        'WEB_CONCURRENCY above 1 needs REDIS_URL: without it rate limits (sign-in attempts, codes tried, emails and texts sent) are counted in each process, so every process would allow the full count',
      );
    }
  }
  if (cleaned.NODE_ENV === 'production') {
    for (const name of ['GOOGLE_ISSUER_URL', 'FACEBOOK_AUTH_BASE']) {
      if (cleaned[name]?.startsWith('http:')) problems.push(`${name} must be an https:// URL in production`);
    }
  }
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    SITE_URL: siteUrl,
    MAIL_FROM: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
  };
}
