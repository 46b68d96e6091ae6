import type { FeatureFlags } from '@cardgenius/core';
import type { MenuPlacement } from '@cardgenius/core/contract';
import { isMenuItemShown, offerMenuCopy } from '@cardgenius/core/rules';
import type { MenuColumn, MenuLink } from './menu-data';

export interface MenuContext {
  features: FeatureFlags;
  /** YYYY-MM-DD in Toronto. */
  today: string;
  maxOfferValue: number;
}

/** A column's links as the visitor sees them: placements for Reviews, then the visibility rules. */
export function visibleLinks(
  column: MenuColumn,
  context: MenuContext,
  placements: readonly MenuPlacement[] = [],
): MenuLink[] {
  if (column.reviews) {
    return [...placements]
      .sort((a, b) => a.index - b.index)
      .map((placement) => ({ name: placement.name, to: placement.link }));
  }
  const links: MenuLink[] = [];
  for (const item of column.items) {
    if (item.feature && !context.features[item.feature]) continue;
    if (item.giftCardOffers && !(context.maxOfferValue > 0)) continue;
    if (item.whenNoOffer && context.maxOfferValue > 0) continue;
    if (!isMenuItemShown(item, { today: context.today })) continue;
    links.push(item.giftCardOffers ? { ...item, name: `${item.name}: ${offerMenuCopy(context.maxOfferValue)}` } : item);
  }
  return links;
}
