import type { Logger } from './logger';

/**
 * Work that must not hold up, or show in the timing of, the answer (sending an email whose existence
 * would reveal that an address has an account). Failures are logged; tests can wait for quiet.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly logger: Logger) {}

  /**
   * Runs the task once `after` settles (by default at once). With the embedded database, queries run
   * in this thread, so work that should not show in an answer's timing waits for the answer to be sent.
   */
  run(label: string, task: () => Promise<unknown>, after: Promise<unknown> = Promise.resolve()): void {
    const promise = after
      .catch(() => undefined)
      .then(task)
      .catch((error: unknown) => this.logger.error({ err: error, task: label }, 'background task failed'))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
