import type { Database } from '../../db/client';
import { satisfactionResponses } from '../../db/schema';

export interface SatisfactionAnswer {
  site: 'site' | 'content';
  rating: -1 | 0 | 1;
  comments: string;
  category: string;
  page: string;
}

/** Keeps one answer of the satisfaction widget. */
export async function saveSatisfaction(options: {
  db: Database;
  answer: SatisfactionAnswer;
  requestId: string;
}): Promise<void> {
  await options.db.insert(satisfactionResponses).values({ ...options.answer, requestId: options.requestId });
}
