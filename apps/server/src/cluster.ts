import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './lib/logger';
import { RestartBackoff } from './lib/restart-backoff';

/** Beyond the workers' own grace period: time for their exit to reach the primary. */
const EXIT_SLACK_MS = 2_000;

/**
 * The primary process of `WEB_CONCURRENCY` workers, once it has migrated and seeded the database: it
 * forks `count` workers running `entry`, which share its port (node:cluster hands each new connection
 * to the next worker). A worker that dies is replaced, at once after a stable run and with a growing
 * delay while replacements keep dying. If none has ever listened, a worker's death is a start-up failure
 * (the port taken, a broken build): every worker is stopped and the primary exits 1, as one process
 * would. SIGTERM or SIGINT sends SIGTERM to every worker, each of which drains its requests and closes
 * its pools; the primary exits 0 once all have exited cleanly, 1 otherwise.
 */
export function runWorkers(options: { count: number; entry: string; logger: Logger; graceMs: number }): void {
  const { logger } = options;
  cluster.setupPrimary({ exec: options.entry });
  const running = new Map<number, { worker: Worker; startedAt: number }>();
  const restarts = new Set<NodeJS.Timeout>();
  const backoff = new RestartBackoff();
  let served = false;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    running.set(worker.id, { worker, startedAt: Date.now() });
  };

  const finish = () => {
    logger.info({ failed }, 'stopped');
    process.exit(failed ? 1 : 0);
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, workers: running.size }, 'shutting down');
    for (const timer of restarts) clearTimeout(timer);
    setTimeout(() => {
      logger.warn({ afterMs: options.graceMs + EXIT_SLACK_MS }, 'workers took too long to stop; exiting');
      for (const { worker } of running.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.graceMs + EXIT_SLACK_MS).unref();
    if (running.size === 0) finish();
    for (const { worker } of running.values()) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', () => {
    served = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (running.get(worker.id)?.startedAt ?? Date.now());
    running.delete(worker.id);
    const pid = worker.process.pid;
    if (stopping) {
      // A worker stopped by SIGTERM before it set up its own handler had nothing under way.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (running.size === 0) finish();
      return;
    }
    if (!served) {
      logger.fatal({ worker: pid, exitCode: code, signal }, 'a worker stopped before serving; stopping the others');
      failed = true;
      stop('start-up failure');
      return;
    }
    const restartInMs = backoff.next(ranMs);
    logger.error({ worker: pid, exitCode: code, signal, ranMs, restartInMs }, 'worker died; starting another');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, restartInMs);
    restarts.add(timer);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info({ workers: options.count }, `starting ${options.count} worker processes`);
  for (let index = 0; index < options.count; index++) fork();
}
