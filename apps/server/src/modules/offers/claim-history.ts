import type { Database } from '../../db/client';
import { claimStatusChanges } from '../../db/schema';

/** One status change of a claim, kept with why (staff's note, or what a payout run did). */
export interface StatusChange {
  claimId: string;
  from: string;
  to: string;
  note: string;
  /** Null for the command line. */
  staffId: string | null;
}

/** Writes status changes with the caller's handle: in a transaction, they stand or fall with the change. */
export async function recordStatusChanges(db: Database, changes: readonly StatusChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(claimStatusChanges).values(
    changes.map((change) => ({
      claimId: change.claimId,
      fromStatus: change.from,
      toStatus: change.to,
      note: change.note,
      staffId: change.staffId,
      createdAt: now,
    })),
  );
}
