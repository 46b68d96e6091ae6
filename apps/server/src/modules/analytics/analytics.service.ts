import type { IngestedEventKind } from '@cardgenius/core/analytics';
import type { AnalyticsSession } from '@cardgenius/core/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, analyticsSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** One validated event: the common fields and its kind's own. */
export interface IngestedEvent {
  id: string;
  occurredAt: string;
  page: string;
  [field: string]: unknown;
}

/** User-Agents are kept for device reports, not in full: 500 characters is plenty. */
const USER_AGENT_MAX = 500;

/**
 * Stores one request's events in one statement, and the session's latest state with them, in one
 * transaction. An event already stored (a resend after a lost answer) is skipped, so each counts once.
 * A session id is its analytics user's: another user's events cannot be filed under it.
 */
export async function ingestEvents(options: {
  db: Database;
  kind: IngestedEventKind;
  session: AnalyticsSession;
  events: readonly IngestedEvent[];
  /** The signed-in member, if any (from their session, never from the body). */
  memberId: string | null;
  userAgent: string;
  now?: Date;
}): Promise<{ stored: number }> {
  const { db, kind, session, events } = options;
  const now = options.now ?? new Date();
  const { id, userId, region, landingPage, origin, device, country, province, ...state } = session;
  return db.transaction(async (tx) => {
    const kept = await tx
      .insert(analyticsSessions)
      .values({
        id,
        analyticsUserId: userId,
        userId: options.memberId,
        region,
        userAgent: options.userAgent.slice(0, USER_AGENT_MAX),
        landingPage,
        origin,
        device,
        country,
        province,
        state,
        createdAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: analyticsSessions.id,
        set: {
          userId: sql`coalesce(excluded.user_id, ${analyticsSessions.userId})`,
          device: sql`excluded.device`,
          country: sql`excluded.country`,
          province: sql`excluded.province`,
          state: sql`excluded.state`,
          lastSeenAt: sql`excluded.last_seen_at`,
        },
        setWhere: sql`${analyticsSessions.analyticsUserId} = excluded.analytics_user_id`,
      })
      .returning({ id: analyticsSessions.id });
    if (kept.length === 0) {
      throw new AppError('CONFLICT', 'This session belongs to another visitor.', {
        'session.id': 'Start a new session with a new id.',
      });
    }
    const inserted = await tx
      .insert(analyticsEvents)
      .values(
        events.map(({ id: eventId, occurredAt, page, ...data }) => ({
          id: eventId,
          sessionId: id,
          kind,
          page,
          occurredAt: new Date(occurredAt),
          receivedAt: now,
          data,
        })),
      )
      .onConflictDoNothing({ target: analyticsEvents.id })
      .returning({ id: analyticsEvents.id });
    return { stored: inserted.length };
  });
}
