import type { StaffOverview } from '@cardgenius/core/contract';
import { mayUseStaffArea, type StaffRole } from '@cardgenius/core/rules';
import { count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { cardReviews, cards, offerClaims, postComments, posts } from '../../db/schema';
import { APPROVED_STATUSES } from '../offers/payouts.service';

async function rowsWhere(db: Database, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * What waits for a staff member on the admin site's first page: only the counts of the areas their
 * role may use (an editor never learns how many claims wait, nor support how many comments).
 */
export async function staffOverview(db: Database, role: StaffRole): Promise<StaffOverview> {
  const may = (area: Parameters<typeof mayUseStaffArea>[1]) => mayUseStaffArea(role, area);
  const [content, openClaims, approvedPayouts, staffEditedCards] = await Promise.all([
    may('content')
      ? Promise.all([
          rowsWhere(db, postComments, eq(postComments.status, 'pending')),
          rowsWhere(db, cardReviews, eq(cardReviews.status, 'pending')),
          rowsWhere(db, posts, eq(posts.status, 'draft')),
          rowsWhere(db, posts, eq(posts.status, 'scheduled')),
        ]).then(([pendingComments, pendingReviews, draftPosts, scheduledPosts]) => ({
          pendingComments,
          pendingReviews,
          draftPosts,
          scheduledPosts,
        }))
      : null,
    may('tickets') ? rowsWhere(db, offerClaims, eq(offerClaims.status, 'unfulfilled')) : null,
    may('payouts') ? rowsWhere(db, offerClaims, inArray(offerClaims.status, APPROVED_STATUSES)) : null,
    may('catalogue') ? rowsWhere(db, cards, isNotNull(cards.staffEditedAt)) : null,
  ]);
  return { role, content, openClaims, approvedPayouts, staffEditedCards };
}
