import { SPEND_CATEGORIES } from '@cardgenius/core/catalogue';
import type { WalletAnalysis } from '@cardgenius/core/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { spendCategoryLabel } from '../../lib/spend-category-labels';

/** The wallet report's own parts (routes/user-wallet-report.tsx): its sections, the spending, the method. */

/** What the report says about the profile (features/cards' ProfileSummary has it). */
interface ReportProfile {
  /** The visitor entered their own figures. */
  personal: boolean;
  /** "for flexible redemptions", to follow "points valued". */
  pointValues: string;
}

/** A titled block of the report; on paper it keeps together when it fits a page. */
export function ReportSection({
  title,
  description,
  keepTogether = true,
  children,
}: {
  title: string;
  description?: ReactNode;
  keepTogether?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:rounded-none print:border-0 print:p-0 print:shadow-none ${keepTogether ? 'print:break-inside-avoid' : ''}`}
    >
      <h2 id={headingId} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-slate-700 text-sm">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The monthly spending the report is worked out from, as the API used it, with where to change it. */
export function SpendingUsed({
  monthlySpend,
  profile,
}: {
  monthlySpend: WalletAnalysis['monthlySpend'];
  profile: ReportProfile;
}) {
  const total = SPEND_CATEGORIES.reduce((sum, category) => sum + (monthlySpend[category] ?? 0), 0);
  return (
    <ReportSection
      title="The spending used"
      description={
        <>
          {profile.personal ? 'Your own spending' : 'A typical profile’s spending: you have not entered yours'}, points
          valued {profile.pointValues}.{' '}
          <Link to={paths.creditCards()} className={`${TEXT_LINK_CLASS} print:hidden`}>
            {profile.personal ? 'Change your spending' : 'Enter your own spending'} on the compare page
          </Link>
        </>
      }
    >
      <table className="w-full max-w-md text-left text-sm">
        <caption className="sr-only">Your spending by category, a month</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Category
            </th>
            <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
              A month
            </th>
          </tr>
        </thead>
        <tbody>
          {SPEND_CATEGORIES.map((category) => (
            <tr key={category} className="border-slate-100 border-t">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {spendCategoryLabel(category)}
              </th>
              <td className="py-1.5 pl-3 text-right">{formatDollars(monthlySpend[category] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-slate-300 border-t font-semibold">
            <th scope="row" className="py-1.5 pr-3">
              Total
            </th>
            <td className="py-1.5 pl-3 text-right">
              {formatDollars(total)}
              <span className="block font-normal text-slate-600 text-xs">{formatDollars(total * 12)} a year</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </ReportSection>
  );
}

/** An empty wallet: how to add cards (the best single cards for the spending follow it). */
export function EmptyWallet({ source }: { source: WalletAnalysis['source'] }) {
  return (
    <ReportSection title="Your wallet is empty">
      <p className="text-slate-700 text-sm">
        Add the cards you hold and this report shows which one to use for each kind of spending, what each earns, the
        card that would add most and any card that costs more than it adds.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 text-sm">
        <li>
          On the{' '}
          <Link to={paths.creditCards()} className={TEXT_LINK_CLASS}>
            compare page
          </Link>
          , press “I have this card” on each card you hold.
        </li>
        <li>
          {source === 'account' ? 'You' : 'Members'} can also add them from{' '}
          <Link to={paths.dashboard()} className={TEXT_LINK_CLASS}>
            {source === 'account' ? 'your dashboard' : 'their dashboard'}
          </Link>
          .
        </li>
      </ul>
    </ReportSection>
  );
}

/** How the figures are worked out, in a few sentences, with the methodology for the rest. */
export function HowItIsWorkedOut({ pointValues }: { pointValues: string }) {
  return (
    <ReportSection title="How this is worked out">
      <ul className="list-disc space-y-1.5 pl-5 text-slate-700 text-sm">
        <li>
          Each dollar of your spending goes to the card you hold that earns most on it. Every cap is honoured (monthly,
          yearly, or shared by several categories): spending past a cap goes to the next best card.
        </li>
        <li>
          Points are valued {pointValues}, as you chose. Rewards include recurring bonuses; welcome bonuses count only
          in a new card’s first year.
        </li>
        <li>
          A card to add is worth what your wallet would earn more with it, less its annual fee. A card could go when its
          fee is more than your wallet would lose without it.
        </li>
        <li>A rate or fee the issuer does not publish is estimated from similar cards and marked “estimated”.</li>
      </ul>
      <p className="mt-3 text-sm">
        <Link to={paths.methodology()} className={TEXT_LINK_CLASS}>
          Our methodology
        </Link>
      </p>
    </ReportSection>
  );
}
