/**
 * A pass of background work run one at a time: asked for while one runs, it runs once more after that
 * one (for what arrived meanwhile) instead of alongside it. `run` resolves when no pass is left to run;
 * a pass that throws is reported and ends the round, and the next `run` starts afresh.
 */
export class SerialPasses {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again);
      } catch (error) {
        this.onError(error);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Waits for the pass under way, without asking for another. */
  async settle(): Promise<void> {
    this.again = false;
    await this.running;
  }
}
