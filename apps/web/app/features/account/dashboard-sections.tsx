import type { DashboardResponse, Ticket } from '@cardgenius/core/contract';
import { COMPARE_MAX } from '@cardgenius/core/filters';
import { PAYOUT_INTERVAL_DAYS } from '@cardgenius/core/rules';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import {
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  TEXT_LINK_CLASS,
} from '../../components/ui/form-styles';
import type { FormResult } from '../../lib/form-result';
import { formatFee } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { ACCOUNT_SECTION_IDS } from './account-section-ids';
import { formatEventDate, formatFullDay, PAYOUT_WEEKDAY } from './dates';
import { FormNotice, PageSection } from './form-controls';
import { annualFeeText, compareLinkFor } from './saved-cards';
import { StatusBadge } from './status-badge';
import { payoutText } from './ticket-card';

type SavedCard = DashboardResponse['savedCards'][number];

/** The dashboard's `clientAction` answer. */
export interface DashboardActionData {
  intent: 'removeCard' | 'setStatus';
  slug: string;
  result: FormResult;
}

/**
 * Finish two-factor setup, verify the mobile number, choose where GeniusCash is sent: each links to its
 * place on the account page.
 */
export function DashboardPrompts({
  prompts,
  choosePayoutMethod,
}: {
  prompts: DashboardResponse['prompts'];
  choosePayoutMethod: boolean;
}) {
  if (!prompts.finishTwoFactorSetup && !prompts.verifyMobileNumber && !choosePayoutMethod) return null;
  return (
    <ul aria-label="Things to finish" className="space-y-3">
      {choosePayoutMethod ? (
        <li className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-amber-950">
            <strong>Choose where we send your GeniusCash.</strong> Approved payouts wait until you pick Interac
            e-Transfer or PayPal.
          </p>
          <Link to={`/account#${ACCOUNT_SECTION_IDS.payout}`} className={`${COMPACT_PRIMARY_BUTTON_CLASS} shrink-0`}>
            Choose payout method
          </Link>
        </li>
      ) : null}
      {prompts.finishTwoFactorSetup ? (
        <li className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-amber-950">
            <strong>Finish setting up two-factor authentication.</strong> Scan the QR code and enter a code from your
            authenticator app.
          </p>
          <Link to={`/account#${ACCOUNT_SECTION_IDS.twoFactor}`} className={`${COMPACT_PRIMARY_BUTTON_CLASS} shrink-0`}>
            Finish setup
          </Link>
        </li>
      ) : null}
      {prompts.verifyMobileNumber ? (
        <li className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-900">
            <strong>Verify your mobile number.</strong> We text you a code; it helps make sure your GeniusCash reaches
            you.
          </p>
          <Link to={`/account#${ACCOUNT_SECTION_IDS.mobile}`} className={`${COMPACT_PRIMARY_BUTTON_CLASS} shrink-0`}>
            Verify number
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

export function SavedCardsSection({ cards }: { cards: SavedCard[] }) {
  // The first four are chosen for comparing; the member can change which.
  const [chosen, setChosen] = useState(() => cards.slice(0, COMPARE_MAX).map((card) => card.slug));
  const present = chosen.filter((slug) => cards.some((card) => card.slug === slug));
  const compareLink = compareLinkFor(present);
  const toggle = (slug: string) =>
    setChosen((current) =>
      current.includes(slug)
        ? current.filter((entry) => entry !== slug)
        : current.length < COMPARE_MAX
          ? [...current, slug]
          : current,
    );
  return (
    <PageSection
      id="saved-cards"
      title="Saved cards"
      description={
        cards.length > 0
          ? 'Cards you saved or hold. Mark the ones you have with “I have this card” to put them in your wallet; choose up to four to compare side by side.'
          : null
      }
    >
      {cards.length === 0 ? (
        <div className="rounded-lg border border-slate-300 border-dashed p-5 text-slate-700">
          <p>You have not saved any cards yet. Save the cards you like while comparing, and they wait for you here.</p>
          <Link to={paths.creditCards()} className={`${COMPACT_PRIMARY_BUTTON_CLASS} mt-3`}>
            Compare credit cards
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {cards.map((card) => (
              <SavedCardRow
                key={card.slug}
                card={card}
                chosen={present.includes(card.slug)}
                canChoose={present.length < COMPARE_MAX}
                onToggle={() => toggle(card.slug)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {compareLink ? (
              <Link to={compareLink} className={COMPACT_PRIMARY_BUTTON_CLASS}>
                Compare {present.length} cards
              </Link>
            ) : (
              <p className="text-slate-600 text-sm">
                {cards.length === 1 ? 'Save another card to compare them.' : 'Choose two to four cards to compare.'}
              </p>
            )}
            <Link to={paths.creditCards()} className={TEXT_LINK_CLASS}>
              Find more cards
            </Link>
          </div>
        </>
      )}
    </PageSection>
  );
}

function SavedCardRow({
  card,
  chosen,
  canChoose,
  onToggle,
}: {
  card: SavedCard;
  chosen: boolean;
  canChoose: boolean;
  onToggle: () => void;
}) {
  const fetcher = useFetcher<DashboardActionData>({ key: `remove-${card.slug}` });
  const hydrated = useHydrated();
  const failed = fetcher.data?.slug === card.slug && !fetcher.data.result.ok ? fetcher.data.result : null;
  const removing = fetcher.state !== 'idle';
  return (
    <li className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${removing ? 'opacity-60' : ''}`}>
      <div className="min-w-0 flex-1">
        <Link to={paths.creditCard(card.slug)} className="font-semibold text-brand-700 hover:underline">
          {card.name}
        </Link>
        <p className="text-slate-700 text-sm">
          {card.issuerName} · {annualFeeText(card.annualFee)}
        </p>
        <p className="text-slate-600 text-xs">
          {card.status === 'held'
            ? 'In your wallet: we tell you if its annual fee changes.'
            : 'Watching: we tell you if its welcome offer or GeniusCash rises.'}
        </p>
        {failed ? (
          <div className="mt-2">
            <FormNotice result={failed} />
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            checked={chosen}
            disabled={!chosen && !canChoose}
            onChange={onToggle}
            className="h-4 w-4"
          />
          Compare<span className="sr-only"> {card.name}</span>
        </label>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="setStatus" />
          <input type="hidden" name="slug" value={card.slug} />
          <input type="hidden" name="status" value={card.status === 'held' ? 'watching' : 'held'} />
          <button
            type="submit"
            disabled={!hydrated || removing}
            aria-pressed={card.status === 'held'}
            className={`${COMPACT_SECONDARY_BUTTON_CLASS} whitespace-nowrap aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-900`}
          >
            I have this card<span className="sr-only"> ({card.name})</span>
          </button>
        </fetcher.Form>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="removeCard" />
          <input type="hidden" name="slug" value={card.slug} />
          <button
            type="submit"
            disabled={!hydrated || removing}
            aria-label={`Remove ${card.name}`}
            className={COMPACT_SECONDARY_BUTTON_CLASS}
          >
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** The member's GeniusCash: card, amount, when claimed, the payout status (accounts spec §3 labels) and date. */
export function OffersSection({ tickets, hasPreference }: { tickets: Ticket[]; hasPreference: boolean }) {
  return (
    <PageSection
      id="geniuscash"
      title="Your GeniusCash"
      description={
        tickets.length > 0 ? (
          <>
            The GeniusCash you claimed and where each payout stands.{' '}
            <Link to={paths.ticket()} className={TEXT_LINK_CLASS}>
              See your tickets
            </Link>
          </>
        ) : null
      }
    >
      {tickets.length === 0 ? (
        <div className="rounded-lg border border-slate-300 border-dashed p-5 text-slate-700">
          <p>
            No GeniusCash yet. Cards with a GeniusCash offer pay you cash back when you are approved through our link.
          </p>
          <Link to={paths.offers()} className={`${COMPACT_PRIMARY_BUTTON_CLASS} mt-3`}>
            See GeniusCash offers
          </Link>
        </div>
      ) : (
        <OffersTable tickets={tickets} hasPreference={hasPreference} />
      )}
    </PageSection>
  );
}

/** The claims as a table: card (with its ticket), amount, payout status and when it is paid. */
export function OffersTable({ tickets, hasPreference }: { tickets: Ticket[]; hasPreference: boolean }) {
  const cell = 'px-2 py-2.5 align-top first:pl-0 last:pr-0';
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your GeniusCash offers</caption>
      <thead className="border-slate-200 border-b text-slate-600">
        <tr>
          <th scope="col" className={`${cell} font-semibold`}>
            Card
          </th>
          <th scope="col" className={`${cell} text-right font-semibold`}>
            Amount
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Status
          </th>
          <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
            Payout
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {tickets.map((ticket) => {
          const payout = payoutText(ticket, hasPreference);
          return (
            <tr key={ticket.id}>
              <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                {ticket.cardName}
                <span className="block font-normal text-slate-700">
                  <Link to={paths.ticket(ticket.reference)} className="font-mono underline hover:text-slate-900">
                    {ticket.reference}
                  </Link>{' '}
                  · claimed <time dateTime={ticket.claimedAt}>{formatEventDate(ticket.claimedAt)}</time>
                </span>
                {/* On a phone the payout goes under the card, in place of its own column. */}
                {payout ? <span className="block font-normal text-slate-700 sm:hidden">{payout}</span> : null}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatFee(ticket.amount)}</td>
              <td className={cell}>
                <StatusBadge label={ticket.statusLabel} />
              </td>
              <td className={`${cell} hidden text-slate-700 sm:table-cell`}>
                {payout ?? (ticket.status === 'unfulfilled' ? 'After approval' : '—')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The next payout day, and how the schedule works (accounts spec §9: every 14 days from 2021-09-14). */
export function PayoutSchedule({ nextPayoutDate }: { nextPayoutDate: string }) {
  return (
    <PageSection id="next-payout" title="Next payout">
      <p className="font-bold text-2xl text-slate-900">
        <time dateTime={nextPayoutDate}>{formatFullDay(nextPayoutDate)}</time>
      </p>
      <p className="mt-2 text-slate-700 text-sm">
        Payouts go out every second {PAYOUT_WEEKDAY} (every {PAYOUT_INTERVAL_DAYS} days). Approved GeniusCash is sent on
        the next payout day by your{' '}
        <Link to={`/account#${ACCOUNT_SECTION_IDS.payout}`} className={TEXT_LINK_CLASS}>
          payout preference
        </Link>
        , Interac e-Transfer or PayPal.
      </p>
    </PageSection>
  );
}
