import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Resolves once the answer to this request has gone out (its response finished or the connection
 * closed); for an in-process call, which has no socket, on the next turn of the event loop.
 */
export function answerSent(c: Context<AppEnv>): Promise<void> {
  const env = c.env as { outgoing?: ServerResponse; server?: { outgoing?: ServerResponse } } | undefined;
  const outgoing = env?.outgoing ?? env?.server?.outgoing;
  return new Promise((resolve) => {
    if (!outgoing || outgoing.writableFinished || outgoing.destroyed) {
      setImmediate(resolve);
      return;
    }
    outgoing.once('finish', () => resolve());
    outgoing.once('close', () => resolve());
  });
}
