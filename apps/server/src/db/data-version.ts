import { eq } from 'drizzle-orm';
import type { Logger } from '../lib/logger';
import type { Database } from './client';
import { dataVersion } from './schema';

/** How often each process asks whether the data changed: an edit shows everywhere within this. */
export const DATA_VERSION_POLL_MS = 2_000;

const SCOPE = 'site';

export async function readDataVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.scope, SCOPE));
  return row?.version ?? 0;
}

type Listener = (version: number) => void;

/**
 * The version of what public pages show (catalogue, offers, settings, posts, authors), as this process last
 * read it.
 * Triggers in the database raise it on every change, whoever makes it; each process polls it, so caches
 * keyed by it (rendered pages, rankings) and in-memory copies (the catalogue) follow an edit made in
 * any process within `DATA_VERSION_POLL_MS`. A poll that fails (database away) keeps the last version.
 */
export class DataVersion {
  private version = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Listener[] = [];
  private checking: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  current(): number {
    return this.version;
  }

  /** Called with the new version whenever a poll (or `check`) finds it changed. */
  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Reads the version now; concurrent callers share one read. */
  check(): Promise<number> {
    this.checking ??= readDataVersion(this.db)
      .then((version) => {
        if (version !== this.version) {
          const first = this.version === 0;
          this.version = version;
          if (!first) for (const listener of this.listeners) listener(version);
        }
        return this.version;
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'could not read the data version; keeping the last one');
        return this.version;
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }

  async start(intervalMs = DATA_VERSION_POLL_MS): Promise<void> {
    await this.check();
    this.timer ??= setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
