import { endpoints } from '@cardgenius/core/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { outbox } from '../../db/schema';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { peerAddress } from '../../http/peer-address';
import { AppError } from '../../lib/app-error';
import { mayReadOutbox } from './outbox-access';

/** The development outbox: email and SMS kept instead of sent, for the developer at this computer. */
export function devOutboxRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.listOutbox, async ({ query }, c) => {
    const allowed = mayReadOutbox({
      nodeEnv: deps.env.NODE_ENV,
      setting: deps.env.DEV_OUTBOX,
      trustProxy: deps.env.TRUST_PROXY,
      peerAddress: peerAddress(c),
    });
    // Refused exactly as an unknown path is (apiNotFound), so a caller learns nothing from it.
    if (!allowed) {
      throw new AppError('NOT_FOUND', `No API endpoint at ${c.req.method} ${c.req.path}. See /api/v2/openapi.json.`);
    }
    const rows = await deps.database.db
      .select()
      .from(outbox)
      .where(query.to ? eq(outbox.to, query.to) : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(100);
    return reply(200, { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });
}
