import { analyticsPagePath } from '@cardgenius/core/analytics';
import type { Database } from '../../db/client';
import { satisfactionResponses } from '../../db/schema';

export interface SatisfactionAnswer {
  site: 'site' | 'content';
  rating: -1 | 0 | 1;
  comments: string;
  category: string;
  page: string;
  landing?: string | undefined;
}

/**
 * Keeps one answer of the satisfaction widget (shell-and-browsing §7: with the page, the landing page
 * and the member). Pages are kept as analytics keeps them: the path only, any secret in it redacted.
 * `userId` comes from the caller's session, never from the body.
 */
export async function saveSatisfaction(options: {
  db: Database;
  answer: SatisfactionAnswer;
  userId: string | null;
  requestId: string;
}): Promise<void> {
  const { landing, page, ...answer } = options.answer;
  await options.db.insert(satisfactionResponses).values({
    ...answer,
    page: analyticsPagePath(page),
    landingPage: landing === undefined ? null : analyticsPagePath(landing),
    userId: options.userId,
    requestId: options.requestId,
  });
}
