import type { DatabaseHandle } from './db/client';
import type { DataVersion } from './db/data-version';
import type { MailQueue } from './db/mail-queue';
import type { Env } from './env';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Captcha } from './lib/captcha';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { SmsSender } from './lib/sms';
import type { CatalogueStore } from './modules/cards/catalogue-store';

/** Everything the app needs from outside, passed in once so tests can build it on their own database. */
export interface AppDeps {
  env: Env;
  /** The token-signing secret: AUTH_SECRET, or outside production the one generated into DATA_DIR. */
  authSecret: string;
  database: DatabaseHandle;
  /** The card catalogue, held in memory. */
  catalogue: CatalogueStore;
  logger: Logger;
  version: string;
  mailer: Mailer;
  /** Emails queued in the transaction of the change they tell of, sent by a worker with retries. */
  mailQueue: MailQueue;
  sms: SmsSender;
  captcha: Captcha;
  rateLimiter: RateLimiter;
  /** Work finished after the answer is sent (mail), so its timing reveals nothing. */
  background: BackgroundTasks;
  /** The version of the catalogue, offers and settings, followed across processes. */
  dataVersion: DataVersion;
}
