import { isListedCard } from '@cardgenius/core/catalogue';
import type { AppDeps } from '../../app-deps';
import { siteContent } from '../content/site-content-cache';
import { confirmedSubscriberCount } from '../newsletter/subscriber-count';
import type { BioFigures } from './post-views';

/** The live figures biographies name: listed cards, data points per card, confirmed subscribers. */
export async function bioFigures(deps: Pick<AppDeps, 'catalogue' | 'database'>): Promise<BioFigures> {
  const db = deps.database.db;
  const [catalogue, content, subscribers] = await Promise.all([
    deps.catalogue.get(),
    siteContent(db),
    confirmedSubscriberCount(db),
  ]);
  return {
    cardCount: catalogue.cards.filter(isListedCard).length,
    dataPoints: content.stats.dataPoints,
    subscribers,
  };
}
