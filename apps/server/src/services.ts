import { lt } from 'drizzle-orm';
import type { AppDeps } from './app-deps';
import type { DatabaseHandle } from './db/client';
import { DataVersion } from './db/data-version';
import { MailQueue } from './db/mail-queue';
import { captchaSolutions, outbox } from './db/schema';
import type { Env } from './env';
import { BackgroundTasks } from './lib/background-tasks';
import { createCaptcha } from './lib/captcha';
import type { Logger } from './lib/logger';
import { createMailer, type Outbox } from './lib/mailer';
import { MemoryRateLimitStore, RateLimiter, type RateLimitObserver, RedisRateLimitStore } from './lib/rate-limit';
import { createSmsSender } from './lib/sms';
import { unsubscribeUrl } from './modules/newsletter/signed-links';

type Services = Pick<
  AppDeps,
  'mailer' | 'mailQueue' | 'sms' | 'captcha' | 'rateLimiter' | 'background' | 'dataVersion'
>;

/**
 * The outside services, each real when configured and embedded otherwise (architecture.md): SMTP or
 * the outbox table, Twilio or the outbox, Redis or in-process counters. The captcha is always ALTCHA.
 */
export function createServices(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  authSecret: string,
  options: { rateLimitObserver?: RateLimitObserver | undefined } = {},
): Services {
  const db = database.db;
  const store: Outbox = {
    async store(entry) {
      await db.insert(outbox).values(entry);
    },
  };
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          apiBase: env.TWILIO_API_BASE,
        }
      : undefined;
  const mailer = createMailer({
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    from: env.MAIL_FROM,
    outbox: store,
    logger,
    // Every email carries its recipient's own one-click unsubscribe link (footer and List-Unsubscribe).
    unsubscribe: {
      brandName: env.BRAND_NAME,
      linkFor: (to) => unsubscribeUrl({ siteUrl: env.SITE_URL, secret: authSecret, email: to }),
    },
  });
  return {
    mailer,
    mailQueue: new MailQueue(database, mailer, logger),
    sms: createSmsSender({ ...(twilio ? { twilio } : {}), outbox: store, logger }),
    captcha: createCaptcha({
      hmacKey: `captcha:${authSecret}`,
      maxNumber: env.CAPTCHA_MAX_NUMBER,
      consumeOnce: async (id, expiresAt) => {
        // Forget solutions whose challenge has expired anyway, then claim this one.
        await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
        const claimed = await db
          .insert(captchaSolutions)
          .values({ id, expiresAt })
          .onConflictDoNothing()
          .returning({ id: captchaSolutions.id });
        return claimed.length === 1;
      },
    }),
    rateLimiter: new RateLimiter(
      env.REDIS_URL ? redisStore(env.REDIS_URL, logger) : new MemoryRateLimitStore(),
      Date.now,
      options.rateLimitObserver,
    ),
    background: new BackgroundTasks(logger),
    dataVersion: new DataVersion(db, logger),
  };
}

/** While Redis is away, rate-limited calls answer 503 (never unlimited); the log says when it went and came back. */
function redisStore(url: string, logger: Logger): RedisRateLimitStore {
  return new RedisRateLimitStore(url, ({ up, error }) => {
    if (up) logger.info('rate-limit store reachable again');
    else logger.error({ err: error }, 'rate-limit store unreachable: rate-limited calls answer 503');
  });
}
