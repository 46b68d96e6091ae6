import { describe, expect, it } from 'vitest';
import { latestUpdate } from './latest-update';

const item = { id: 'bell-1' } as never;
const stats = (qualityArticles: number) => ({ qualityArticles }) as never;

describe('the bell’s latest update', () => {
  it('follows the newest post, counting the posts the panel lists and the bell items', () => {
    expect(latestUpdate({ newestPostId: 'p9', notificationBell: [item], stats: stats(17) })).toEqual({
      id: 'p9',
      count: 4,
    });
    expect(latestUpdate({ newestPostId: 'p1', notificationBell: [], stats: stats(1) })).toEqual({ id: 'p1', count: 1 });
  });

  it('falls back to the first bell item without posts, and to nothing without either', () => {
    expect(latestUpdate({ newestPostId: null, notificationBell: [item], stats: stats(0) })).toEqual({
      id: 'bell-1',
      count: 1,
    });
    expect(latestUpdate({ newestPostId: null, notificationBell: [], stats: stats(0) })).toBeNull();
  });
});
