import type { Context } from 'hono';

/** What @hono/node-server puts in a request's env: the Node request, directly or under `server`. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The TCP peer's address, read where `getConnInfo` from '@hono/node-server/conninfo' reads it, or null
 * when the request came with no socket (an in-process `app.request` without an env).
 */
export function peerAddress(c: Context): string | null {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? null;
}
