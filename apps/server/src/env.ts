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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string };

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
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  const env = result.data;
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') };
}
