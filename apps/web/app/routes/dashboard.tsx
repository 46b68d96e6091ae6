import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor, needsPayoutMethod } from '@cardgenius/core/rules';
import { Link, redirect } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { ACCOUNT_SECTION_IDS } from '../features/account/account-section-ids';
import {
  type DashboardActionData,
  DashboardPrompts,
  OffersSection,
  PayoutSchedule,
  SavedCardsSection,
} from '../features/account/dashboard-sections';
import { PageSection } from '../features/account/form-controls';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { requireMember } from '../features/account/require-member';
import { WalletOverview } from '../features/wallet/wallet-overview';
import { walletProfile } from '../features/wallet/wallet-request';
import { browserApi } from '../lib/browser-api';
import { filterStateFromRequest } from '../lib/filter-cookies';
import { failureFrom, isSignedOut } from '../lib/form-result';
import { paths } from '../lib/paths';
import type { Route } from './+types/dashboard';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireMember({ context, request });
  const { state } = filterStateFromRequest(request);
  const [dashboard, geniusCash] = await Promise.all([
    context.api.call(endpoints.getDashboard),
    context.api.call(endpoints.listTickets),
  ]);
  // The held cards come with the dashboard; the analysis is a calculation anyone may ask for.
  const cards = dashboard.savedCards.filter((card) => card.status === 'held').map((card) => card.slug);
  const { held, plan, next, couldGo, monthlySpend } = await context.api.call(endpoints.analyseWallet, {
    body: { cards, profile: walletProfile(state), next: 3 },
  });
  return { dashboard, geniusCash, wallet: { held, plan, next, couldGo, monthlySpend } };
}

/** Removing a saved card (DELETE user/saved-cards/{slug}), or marking it held or watched, from the browser. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<DashboardActionData> {
  const form = await request.formData();
  const slug = String(form.get('slug') ?? '');
  const intent = form.get('intent') === 'setStatus' ? 'setStatus' : 'removeCard';
  try {
    if (intent === 'setStatus') {
      const status = form.get('status') === 'held' ? 'held' : 'watching';
      await browserApi.call(endpoints.setWalletCard, { params: { slug }, body: { status } });
      const message = status === 'held' ? 'Added to your wallet.' : 'Taken out of your wallet; still saved.';
      return { intent, slug, result: { ok: true, message } };
    }
    await browserApi.call(endpoints.removeSavedCard, { params: { slug } });
    return { intent, slug, result: { ok: true, message: 'Removed.' } };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor('/dashboard'));
    return { intent, slug, result: failureFrom(error) };
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Dashboard');

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, geniusCash, wallet } = loaderData;
  const hasPreference = geniusCash.payoutPreference !== null;
  // Approved GeniusCash waits for a payout method: ask for one as soon as there is a claim to pay.
  const choosePayoutMethod = needsPayoutMethod(
    hasPreference,
    geniusCash.tickets.map((ticket) => ticket.status),
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl sm:text-3xl">Hi {dashboard.name}, welcome back</h1>
          <p className="mt-1 text-slate-700">Your wallet, your saved cards, your GeniusCash and when it is paid.</p>
        </div>
        <Link to="/account" className={TEXT_LINK_CLASS}>
          Account settings
        </Link>
      </div>
      <div className="mt-6 space-y-6">
        <DashboardPrompts prompts={dashboard.prompts} choosePayoutMethod={choosePayoutMethod} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <PageSection id="wallet" title="Your wallet">
              <WalletOverview wallet={wallet} />
            </PageSection>
            <SavedCardsSection cards={dashboard.savedCards} />
            <OffersSection tickets={geniusCash.tickets} hasPreference={hasPreference} />
          </div>
          <div className="min-w-0 space-y-6">
            <PayoutSchedule nextPayoutDate={geniusCash.nextPayoutDate} />
            <section
              aria-labelledby="dashboard-help"
              className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
            >
              <h2 id="dashboard-help" className="font-bold text-lg text-slate-900">
                Questions?
              </h2>
              <ul className="mt-2 space-y-2 text-slate-700">
                <li>
                  <Link to={paths.ticket()} className={TEXT_LINK_CLASS}>
                    Your GeniusCash tickets
                  </Link>
                </li>
                <li>
                  <Link to={`/account#${ACCOUNT_SECTION_IDS.payout}`} className={TEXT_LINK_CLASS}>
                    Where we send your GeniusCash
                  </Link>
                </li>
                <li>
                  <Link to={paths.contact('geniuscash')} className={TEXT_LINK_CLASS}>
                    Ask about a GeniusCash offer
                  </Link>
                </li>
              </ul>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
