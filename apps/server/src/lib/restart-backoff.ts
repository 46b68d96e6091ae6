/** A worker that ran at least this long before dying was not crash-looping: its replacement starts at once. */
export const STABLE_RUN_MS = 30_000;
const FIRST_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a dead worker: nothing after a death that ended a stable run, then
 * 1 s, 2 s, 4 s … up to 30 s while replacements keep dying young, so a crash loop does not spin.
 */
export class RestartBackoff {
  private streak = 0;

  /** The delay before the next replacement, given how long the worker that died had run. */
  next(ranMs: number): number {
    this.streak = ranMs >= STABLE_RUN_MS ? 0 : this.streak + 1;
    return this.streak === 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (this.streak - 1), MAX_RESTART_DELAY_MS);
  }
}
