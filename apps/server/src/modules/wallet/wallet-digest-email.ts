import type { CatalogueCard } from '@cardgenius/core/catalogue';
import { formatReaderDollars, formatReaderNumber } from '@cardgenius/core/content';
import { WALLET_ALERTS_SECTION_ID } from '@cardgenius/core/contract';
import { type EmailContent, greetingName, type WalletChangeLine, walletDigest } from '../../lib/email-templates';
import type { WalletAlertChange } from './watch-baseline';

type CardWords = Pick<CatalogueCard, 'slug' | 'displayName' | 'pointsLabel' | 'rewardProgram'>;

/** A welcome offer in the card's own unit: cash back is counted in cents. */
function welcomeAmount(card: CardWords | undefined, points: number): { number: string; unit: string } {
  if (card?.rewardProgram === 'cash-back') return { number: formatReaderDollars(points / 100), unit: ' cash back' };
  return { number: formatReaderNumber(points), unit: ` ${card?.pointsLabel ?? 'points'}` };
}

/** One change in words: "welcome offer up from 15,000 to 30,000 Aeroplan points". */
export function describeChange(change: WalletAlertChange, card: CardWords | undefined): string {
  const before = change.before ?? 0;
  const after = change.after ?? 0;
  switch (change.kind) {
    case 'welcome-offer': {
      const from = welcomeAmount(card, before);
      const to = welcomeAmount(card, after);
      if (before === 0) return `a welcome offer of ${to.number}${to.unit}, where there was none`;
      return `welcome offer up from ${from.number} to ${to.number}${to.unit}`;
    }
    case 'genius-cash':
      if (before === 0) return `a GeniusCash offer of ${formatReaderDollars(after)}, where there was none`;
      return `GeniusCash offer up from ${formatReaderDollars(before)} to ${formatReaderDollars(after)}`;
    case 'annual-fee':
      return `annual fee ${after > before ? 'up' : 'down'} from ${formatReaderDollars(before)} to ${formatReaderDollars(after)}`;
  }
}

export interface DigestEvent extends WalletAlertChange {
  cardSlug: string;
}

/** The digest email for one member's waiting changes, oldest first, each linked to its card's page. */
export function walletDigestEmail(input: {
  siteUrl: string;
  brandName: string;
  member: { name: string; emailConfirmedAt: Date | null };
  events: readonly DigestEvent[];
  cards: ReadonlyMap<string, CardWords>;
}): EmailContent {
  const { siteUrl } = input;
  const changes: WalletChangeLine[] = input.events.map((event) => {
    const card = input.cards.get(event.cardSlug);
    return {
      cardName: card?.displayName ?? event.cardSlug,
      cardLink: `${siteUrl}/credit-cards/${encodeURIComponent(event.cardSlug)}`,
      change: describeChange(event, card),
    };
  });
  return walletDigest({
    name: greetingName(input.member),
    brandName: input.brandName,
    changes,
    walletLink: `${siteUrl}/dashboard`,
    alertsLink: `${siteUrl}/account#${WALLET_ALERTS_SECTION_ID}`,
  });
}
