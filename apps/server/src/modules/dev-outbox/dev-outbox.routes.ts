import { endpoints } from '@cardgenius/core/contract';
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { outbox } from '../../db/schema';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { noEndpointError } from '../../http/error-handler';
import { reply } from '../../http/mount-endpoint';
import { peerAddress } from '../../http/peer-address';
import { mayReadOutbox } from './outbox-access';

/**
 * Refuses, exactly as an unknown path is refused, anyone but the developer at this computer (outside
 * production): development endpoints hold live reset links and sign-in codes.
 */
export function requireDeveloperComputer(c: Context<AppEnv>, deps: AppDeps): void {
  const allowed = mayReadOutbox({
    nodeEnv: deps.env.NODE_ENV,
    setting: deps.env.DEV_OUTBOX,
    trustProxy: deps.env.TRUST_PROXY,
    peerAddress: peerAddress(c),
  });
  if (!allowed) throw noEndpointError(c);
}

/** The development outbox: email and SMS kept instead of sent, for the developer at this computer. */
export function devOutboxRoutes(mount: MountEndpoint, deps: AppDeps): void {
  // Who may read it is checked by the endpoint's `development` access (requireDeveloperComputer).
  mount(endpoints.listOutbox, async ({ query }) => {
    const rows = await deps.database.db
      .select()
      .from(outbox)
      .where(query.to ? eq(outbox.to, query.to) : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(100);
    return reply(200, { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });
}
