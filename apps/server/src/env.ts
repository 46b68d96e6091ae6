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
      const { flags, unknown } = parseFeatureFlags(value);
      if (unknown.length) context.addIssue({ code: 'custom', message: `unknown feature flag: ${unknown.join(', ')}` });
      return flags;
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  }
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => cleaned[name]);
  if (twilio.length > 0 && twilio.length < 3) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
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
