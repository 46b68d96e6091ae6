import { endpoints } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { ApplyButton } from '../features/apply/apply-button';
import { visitorFromRequest } from '../features/cards/visitor-profile';
import { formatLongDate } from '../features/content/content-dates';
import { BestCardTable } from '../features/wallet/best-card-table';
import { CouldGoList } from '../features/wallet/could-go-list';
import { NextCardsList } from '../features/wallet/next-cards-list';
import { PrintButton } from '../features/wallet/print-button';
import { EmptyWallet, HowItIsWorkedOut, ReportSection, SpendingUsed } from '../features/wallet/report-sections';
import { WalletChart } from '../features/wallet/wallet-chart';
import { heldCards, walletAnalysisBody } from '../features/wallet/wallet-request';
import { countCards, listInWords } from '../features/wallet/wallet-text';
import { formatDollars, formatFee } from '../lib/format';
import type { Route } from './+types/user-wallet-report';

/** How many cards the report suggests adding. */
const NEXT_CARDS = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { source, cards } = await heldCards(context, request);
  const analysis = await context.api.call(endpoints.analyseWallet, {
    body: walletAnalysisBody(request, cards, NEXT_CARDS),
  });
  return { analysis, source, profile: visitorFromRequest(request).summary, today: torontoDate(new Date()) };
}

// The report reads a visitor's own cookies or a member's account: never kept by any cache.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Your wallet report');

export default function WalletReport({ loaderData, matches }: Route.ComponentProps) {
  const { analysis, source, profile, today } = loaderData;
  const { held, plan } = analysis;
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12 print:max-w-none print:p-0 print:**:text-black">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-brand-700 text-sm">{brandName}</p>
          <h1 className="font-bold text-2xl sm:text-3xl">Your wallet report</h1>
          <p className="mt-1 text-slate-700">
            <time dateTime={today}>{formatLongDate(today)}</time>
            {held.length > 0
              ? ` · ${source === 'account' ? 'The cards in your account’s wallet' : 'The cards saved in this browser'}`
              : null}
          </p>
        </div>
        <PrintButton />
      </div>
      <div className="mt-6 space-y-6 print:space-y-8">
        {plan ? (
          <ReportSection title={`Your ${countCards(held.length)}`}>
            <p className="text-slate-700">
              {listInWords(held.map((card) => card.displayName))}. For the spending below they earn{' '}
              <strong>{formatDollars(plan.annualRewards)} a year</strong>; their annual fees are{' '}
              {formatFee(plan.annualFees)}, which leaves <strong>{formatDollars(plan.netAnnualRewards)} a year</strong>.
            </p>
            {analysis.unknown.length > 0 ? (
              <p className="mt-2 text-slate-600 text-sm">
                {countCards(analysis.unknown.length)} in your wallet {analysis.unknown.length === 1 ? 'is' : 'are'} no
                longer in our catalogue and {analysis.unknown.length === 1 ? 'is' : 'are'} left out.
              </p>
            ) : null}
          </ReportSection>
        ) : (
          <EmptyWallet source={source} />
        )}
        <SpendingUsed monthlySpend={analysis.monthlySpend} profile={profile} />
        {plan ? (
          <>
            <ReportSection title="The best card for each category" keepTogether={false}>
              <BestCardTable plan={plan} held={held} />
            </ReportSection>
            <ReportSection title="What each card earns">
              <WalletChart plan={plan} held={held} />
            </ReportSection>
          </>
        ) : null}
        <ReportSection
          title={plan ? 'Cards to add next' : 'The best cards for your spending'}
          description={
            plan
              ? 'What each would add to your wallet, net of its annual fee, best first.'
              : 'What each would earn you on its own, net of its annual fee, best first.'
          }
          keepTogether={false}
        >
          <NextCardsList
            cards={analysis.next}
            held={held}
            headingLevel={3}
            applyLink={(card) => (
              <ApplyButton
                card={card}
                context="Wallet report"
                className="inline-flex rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
              >
                Apply<span className="sr-only"> for the {card.displayName}</span>
              </ApplyButton>
            )}
          />
        </ReportSection>
        {plan ? (
          <ReportSection title="Cards that could go">
            <CouldGoList cards={analysis.couldGo} held={held} />
          </ReportSection>
        ) : null}
        <HowItIsWorkedOut pointValues={profile.pointValues} />
      </div>
    </div>
  );
}
