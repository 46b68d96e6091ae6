import { endpoints } from '@cardgenius/core/contract';
import {
  applyQuickCompareParams,
  COMPARE_MAX,
  COMPARE_QUERY_PARAM,
  CREDIT_QUERY_PARAM,
  DEFAULT_FILTER_STATE,
  encodeFilterStateParam,
  type FilterState,
  parseCompareSelection,
  SORT_QUERY_PARAM,
  STATE_QUERY_PARAM,
  toggleCompareSelection,
} from '@cardgenius/core/filters';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { EstimatedRatingsNote } from '../components/ui/estimated-rating';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { Modal } from '../components/ui/modal';
import { ApplyButton, ApplyOnPhoneLink } from '../features/apply/apply-button';
import type { ApplyControls } from '../features/compare/apply-controls';
import { CardResult } from '../features/compare/card-result';
import { toCompareRow } from '../features/compare/compare-row';
import { CompareTray } from '../features/compare/compare-tray';
import { toComparedCard } from '../features/compare/compared-card';
import { FilterPanel } from '../features/compare/filter-panel';
import { Pagination } from '../features/compare/pagination';
import { ProfileSummary } from '../features/compare/profile-summary';
import { SideBySide } from '../features/compare/side-by-side';
import { SortSelect } from '../features/compare/sort-select';
import { useFilterDraft } from '../features/compare/use-filter-draft';
import { HeldCardToggle } from '../features/wallet/held-card-toggle';
import { useHeldCards } from '../features/wallet/use-held-cards';
import { WalletAddition } from '../features/wallet/wallet-addition';
import { heldCards, walletProfile } from '../features/wallet/wallet-request';
import { YourWalletPanel } from '../features/wallet/your-wallet-panel';
import { track } from '../lib/analytics';
import { filterStateFromRequest } from '../lib/filter-cookies';
import { pageMeta } from '../lib/seo';
import { DisclosurePopover } from '../shell/disclosure';
import type { Route } from './+types/credit-cards';

/** The apply feature's controls, handed to the compare results and the side-by-side table. */
const APPLY_CONTROLS: ApplyControls = { Button: ApplyButton, PhoneLink: ApplyOnPhoneLink };

export const meta: Route.MetaFunction = (args) => {
  const cardCount = args.loaderData?.cardCount;
  return pageMeta(args, {
    title: cardCount ? `Compare ${cardCount} Canadian credit cards` : 'Compare Canadian credit cards',
    description:
      'Rank every Canadian credit card in our catalogue for your own spending: filter by bank, fee, income and credit score, weigh what matters to you, and compare up to four cards side by side.',
  });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = applyQuickCompareParams(filterStateFromRequest(request).state, url.searchParams);
  const compare = parseCompareSelection(url.searchParams.get(COMPARE_QUERY_PARAM));
  const [page, walletCards] = await Promise.all([
    context.api.call(endpoints.getComparePage, { body: { state, compare } }),
    heldCards(context, request),
  ]);
  const { ranking, issuers, networks, categories } = page;
  const colors = new Map(issuers.map((issuer) => [issuer.slug, issuer.colors]));
  const wallet = await walletFor(
    context,
    walletCards,
    state,
    ranking.cards.map((card) => card.slug),
  );
  return {
    wallet,
    state,
    total: ranking.total,
    belowCreditScore: ranking.belowCreditScore,
    // Each listed card has one issuer: their counts add up to the catalogue's (the global call's) count.
    cardCount: issuers.reduce((sum, issuer) => sum + issuer.cardCount, 0),
    rows: ranking.cards.map((card) => toCompareRow(card, colors)),
    lists: {
      issuers: issuers.map(({ slug, name, cardCount }) => ({ slug, name, cardCount })),
      networks: networks.map(({ slug, name }) => ({ slug, name })),
      categories: categories.map(({ slug, name }) => ({ slug, name })),
    },
    compare,
    compared: page.compared.map(({ ranked, card }) => toComparedCard(ranked, card)),
  };
}

/**
 * The visitor's wallet, when they hold cards: what it earns, the card that would add most, and what
 * each listed card would add. A visitor without one makes no call, so the page every newcomer gets
 * stays as it was.
 */
async function walletFor(
  context: Route.LoaderArgs['context'],
  wallet: { cards: string[]; source: 'account' | 'visitor' },
  state: FilterState,
  listed: string[],
) {
  const inAccount = wallet.source === 'account';
  if (wallet.cards.length === 0) return { inAccount, held: [], plan: null, next: [], additions: {} };
  const analysis = await context.api.call(endpoints.analyseWallet, {
    body: { cards: wallet.cards, profile: walletProfile(state), next: 1, candidates: listed },
  });
  const { held, plan, next } = analysis;
  const additions = Object.fromEntries(analysis.additions.map(({ slug, ...figures }) => [slug, figures]));
  return { inAccount, held, plan, next, additions };
}

/** Why some cards are listed last: their issuers recommend a higher credit score than the visitor's. */
function belowCreditScoreNote(below: number, total: number): string {
  if (below === 1)
    return '1 card likely needs a higher credit score than yours, by its issuer’s recommendation: it is marked and listed after the others.';
  const which = below === total ? 'All of these' : `${below} of these`;
  return `${which} likely need a higher credit score than yours, by their issuers’ recommendations: they are marked and listed${below === total ? '' : ' after the others'}.`;
}

export default function CreditCards({ loaderData, matches }: Route.ComponentProps) {
  const { rows, total, belowCreditScore, lists, compare, compared, wallet } = loaderData;
  const brandName = matches[0].loaderData.site.brandName;
  const heldSlugs = useMemo(() => wallet.held.map((card) => card.slug), [wallet]);
  const heldCards = useHeldCards({ held: heldSlugs, inAccount: wallet.inAccount });
  const walletNote = (slug: string) => {
    const addition = wallet.additions[slug];
    return addition && !heldSlugs.includes(slug) ? <WalletAddition addition={addition} /> : null;
  };
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [comparing, setComparing] = useState(false);

  const go = (params: URLSearchParams) =>
    void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true });

  const partnerBuild = matches[0].loaderData.site.features.partnerMode;
  const { draft, update, clear, clearable } = useFilterDraft(
    loaderData.state,
    (next) => {
      const params = new URLSearchParams(location.search);
      // The quick-compare shortcuts are now part of the state itself.
      params.delete(CREDIT_QUERY_PARAM);
      params.delete(SORT_QUERY_PARAM);
      const encoded = encodeFilterStateParam(next);
      if (encoded) params.set(STATE_QUERY_PARAM, encoded);
      else params.delete(STATE_QUERY_PARAM);
      go(params);
    },
    { partnerBuild },
  );

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const card of [...compared, ...rows]) map.set(card.slug, card.displayName);
    return map;
  }, [compared, rows]);
  // The selection shows at once; the comparison data follows with the URL.
  const [selection, setSelection] = useState(compare);
  useEffect(() => setSelection(compare), [compare]);
  const toggleCompare = (slug: string) => {
    const params = new URLSearchParams(location.search);
    const next = toggleCompareSelection(selection, slug);
    setSelection(next);
    if (next.length) params.set(COMPARE_QUERY_PARAM, next.join(','));
    else params.delete(COMPARE_QUERY_PARAM);
    go(params);
  };

  // Clear, where a build allows it (a partner build has none, §4).
  const clearButton = (label: string, className: string) =>
    clearable ? (
      <button type="button" onClick={() => clear(DEFAULT_FILTER_STATE)} className={className}>
        {label}
      </button>
    ) : null;

  const updating = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const pageCount = Math.ceil(total / draft.resultsPerPage);
  const first = (loaderData.state.page - 1) * loaderData.state.resultsPerPage;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-2xl sm:text-3xl">Compare Canadian credit cards</h1>
        <DisclosurePopover brandName={brandName} />
      </div>
      <ProfileSummary state={draft} />
      {wallet.held.length > 0 ? (
        <YourWalletPanel
          wallet={wallet}
          onRemove={(slug) => void heldCards.toggle(slug)}
          pending={heldCards.pending}
          error={heldCards.error}
        />
      ) : null}
      <div className="mt-6 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <FilterPanel state={draft} lists={lists} update={update} idPrefix="side" />
            {clearButton(
              'Clear all filters',
              'mt-5 w-full rounded-md border border-slate-300 px-3 py-2 font-semibold text-sm hover:bg-slate-50',
            )}
          </div>
        </aside>
        <section aria-labelledby="results-heading" aria-busy={updating}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="font-semibold text-lg">
              {total === 0 ? 'No card matches' : `${total} ${total === 1 ? 'card matches' : 'cards match'}`}
            </h2>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-sm lg:hidden"
              >
                Filters
              </button>
              <SortSelect value={draft.sortBy} onChange={(sortBy) => update('Global', { sortBy })} />
            </div>
          </div>
          {belowCreditScore > 0 ? (
            <p className="mt-2 text-slate-700 text-sm">{belowCreditScoreNote(belowCreditScore, total)}</p>
          ) : null}
          <div className="h-6" aria-live="polite">
            {updating ? <LoadingIndicator inline label="Updating the ranking" /> : null}
          </div>
          {total === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
              <p>
                No card fits every filter. Lower the minimum rating
                {clearable ? ', widen the annual fee, or clear the filters.' : ' or widen the annual fee.'}
              </p>
              {clearButton(
                'Clear all filters',
                'mt-3 rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white',
              )}
            </div>
          ) : (
            <ol className={`space-y-4 transition-opacity ${updating ? 'opacity-60' : ''}`}>
              {rows.map((card, index) => (
                <li key={card.slug}>
                  <CardResult
                    card={card}
                    position={first + index + 1}
                    compare={{
                      chosen: selection.includes(card.slug),
                      canChoose: selection.length < COMPARE_MAX,
                      onToggle: () => toggleCompare(card.slug),
                    }}
                    apply={APPLY_CONTROLS}
                    wallet={{
                      note: walletNote(card.slug),
                      action: (
                        <HeldCardToggle
                          cardName={card.displayName}
                          held={heldSlugs.includes(card.slug)}
                          full={heldCards.full}
                          pending={heldCards.pending === card.slug}
                          onToggle={() => void heldCards.toggle(card.slug)}
                        />
                      ),
                    }}
                  />
                </li>
              ))}
            </ol>
          )}
          <EstimatedRatingsNote cards={rows} />
          <Pagination page={draft.page} pageCount={pageCount} onPage={(page) => update('Global', { page })} />
        </section>
      </div>
      <CompareTray
        chosen={selection.map((slug) => ({ slug, name: names.get(slug) ?? slug }))}
        onRemove={toggleCompare}
        onCompare={() => {
          setComparing(true);
          track('core-feature', { name: 'Compare', instance: 'side-by-side', options: { cards: selection.length } });
        }}
      />
      <Modal open={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filters" size="medium">
        <FilterPanel state={draft} lists={lists} update={update} idPrefix="modal" />
        <div className="sticky bottom-0 mt-5 flex gap-3 bg-white pt-3">
          {clearButton('Clear all', 'flex-1 rounded-md border border-slate-300 px-3 py-2 font-semibold text-sm')}
          <button
            type="button"
            onClick={() => setFiltersOpen(false)}
            className="flex-1 rounded-md bg-brand-600 px-3 py-2 font-semibold text-sm text-white"
          >
            Show {total} cards
          </button>
        </div>
      </Modal>
      <Modal open={comparing} onClose={() => setComparing(false)} title="Compare cards" size="large">
        {compared.length >= 2 && !updating ? (
          <SideBySide cards={compared} apply={APPLY_CONTROLS} />
        ) : (
          <LoadingIndicator label="Loading the comparison" />
        )}
      </Modal>
    </div>
  );
}
