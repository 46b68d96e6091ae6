import type { AppDeps } from '../../app-deps';
import { SerialPasses } from '../../lib/serial-passes';
import { runWalletAlerts, type WalletAlertDeps } from './wallet-alerts';

/** Digests wait for their week even when no data changes: an hourly pass sends them once it has passed. */
export const WALLET_ALERT_PASS_MS = 60 * 60_000;

/**
 * Runs the wallet alert pass in this process: once at start, whenever the data version moves (an edit
 * of the catalogue or offers, in any process) and every hour. One pass at a time; a pass asked for while
 * one runs follows it. Every process runs it: the database decides who records and who sends.
 */
export class WalletAlertScheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly passes: SerialPasses;
  private listening = false;

  constructor(
    private readonly deps: WalletAlertDeps & Pick<AppDeps, 'dataVersion'>,
    private readonly intervalMs = WALLET_ALERT_PASS_MS,
  ) {
    this.passes = new SerialPasses(
      () => runWalletAlerts(this.deps).then(() => undefined),
      (error) => this.deps.logger.error({ err: error }, 'wallet alert pass failed'),
    );
  }

  start(): void {
    if (this.timer) return;
    if (!this.listening) {
      // An edit of the catalogue or offers, in this process or another: compare at once.
      this.deps.dataVersion.onChange(() => {
        if (this.timer) void this.run();
      });
      this.listening = true;
    }
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
    void this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passes.settle();
  }

  /** Runs a pass now (or once more after the one under way); resolves when none is left to run. */
  run(): Promise<void> {
    return this.passes.run();
  }
}
