/**
 * What readers write (comments on posts, members' card reviews) waits for a moderator: pending until
 * approved, rejected or marked as spam. Only approved entries are shown or counted.
 */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The moderators' verdicts: everything but going back to pending. */
export const MODERATION_VERDICTS = ['approved', 'rejected', 'spam'] as const;
export type ModerationVerdict = (typeof MODERATION_VERDICTS)[number];
