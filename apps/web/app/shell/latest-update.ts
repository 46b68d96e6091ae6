import { type GlobalResponse, LATEST_POSTS } from '@cardgenius/core/contract';

/**
 * What the bell's badge follows (shell-and-browsing §4): the newest post's id against the notifications
 * cookie, with the staff's bell items counted beside the newest posts the panel lists. Without posts,
 * the first bell item stands in, so staff news still raises the badge.
 */
export function latestUpdate(
  global: Pick<GlobalResponse, 'newestPostId' | 'notificationBell' | 'stats'>,
): { id: string; count: number } | null {
  const posts = global.newestPostId ? Math.min(LATEST_POSTS, Math.max(1, global.stats.qualityArticles)) : 0;
  const id = global.newestPostId ?? global.notificationBell[0]?.id;
  return id ? { id, count: posts + global.notificationBell.length } : null;
}
