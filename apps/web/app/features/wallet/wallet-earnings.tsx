import type { WalletPlan } from '@cardgenius/core/contract';
import { formatDollars } from '../../lib/format';

/** What the held cards earn together on the visitor's spending, used well, and after their fees. */
export function WalletEarnings({
  plan,
  cardCount,
  className,
}: {
  plan: WalletPlan;
  cardCount: number;
  className?: string;
}) {
  return (
    <p className={className}>
      Used well, your {cardCount === 1 ? 'card earns' : `${cardCount} cards earn`}{' '}
      <strong className="font-semibold">{formatDollars(plan.annualRewards)} a year</strong> on your spending
      {plan.annualFees > 0
        ? `: ${formatDollars(plan.netAnnualRewards)} after ${formatDollars(plan.annualFees)} in annual fees`
        : ''}
      .
    </p>
  );
}
