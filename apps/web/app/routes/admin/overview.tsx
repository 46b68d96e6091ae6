import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/overview';

export async function loader({ context, request }: Route.LoaderArgs) {
  return staffCall(request, () => context.api.call(endpoints.getStaffOverview));
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Overview | Admin');

interface Waiting {
  title: string;
  count: number;
  /** What is counted, singular and plural, ending the sentence under the figure. */
  what: [string, string];
  to: string;
  action: string;
}

function WaitingCard({ title, count, what, to, action }: Waiting) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      <p className="mt-2 font-bold text-3xl text-slate-900">{count.toLocaleString('en-CA')}</p>
      <p className="text-slate-700 text-sm">{count === 1 ? what[0] : what[1]}</p>
      <p className="mt-auto pt-4">
        <Link
          to={to}
          className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
        >
          {action}
        </Link>
      </p>
    </li>
  );
}

const ROLE_INTRO = {
  admin: 'What waits for staff across the site.',
  editor: 'What readers and members wrote that waits for a moderator, and the posts not yet out.',
  support: 'The GeniusCash claims and payouts that wait for you.',
} as const;

/** The admin site's first page: for each area the staff member's role may use, what waits there. */
export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { role, content, openClaims, approvedPayouts, staffEditedCards } = loaderData;
  const cards: Waiting[] = [];
  if (content) {
    cards.push(
      {
        title: 'Comments',
        count: content.pendingComments,
        what: ['pending comment waiting for a moderator', 'pending comments waiting for a moderator'],
        to: '/admin/comments',
        action: 'Open the comments queue',
      },
      {
        title: 'Card reviews',
        count: content.pendingReviews,
        what: ['pending review waiting for a moderator', 'pending reviews waiting for a moderator'],
        to: '/admin/card-reviews',
        action: 'Open the card reviews queue',
      },
    );
  }
  if (openClaims !== null) {
    cards.push({
      title: 'Claims',
      count: openClaims,
      what: ['claim waiting for the issuer’s answer', 'claims waiting for the issuer’s answer'],
      to: '/admin/claims?status=unfulfilled',
      action: 'Open the claims',
    });
  }
  if (approvedPayouts !== null) {
    cards.push({
      title: 'Payouts',
      count: approvedPayouts,
      what: ['approved claim waiting for a payout day', 'approved claims waiting for a payout day'],
      to: '/admin/payouts',
      action: 'Open the payouts',
    });
  }
  if (staffEditedCards !== null) {
    cards.push({
      title: 'Cards',
      count: staffEditedCards,
      what: ['card edited here, to export to the files', 'cards edited here, to export to the files'],
      to: '/admin/cards?filter=staff-edited',
      action: 'See the edited cards',
    });
  }
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Overview</h1>
      <p className="mt-1 text-slate-700">{ROLE_INTRO[role]}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <WaitingCard key={card.title} {...card} />
        ))}
      </ul>
      {content ? (
        <p className="mt-6 text-slate-700 text-sm">
          <Link to="/admin/posts" className="font-medium text-brand-700 underline hover:text-brand-900">
            Posts
          </Link>
          : {content.draftPosts.toLocaleString('en-CA')} {content.draftPosts === 1 ? 'draft' : 'drafts'},{' '}
          {content.scheduledPosts.toLocaleString('en-CA')} scheduled.
        </p>
      ) : null}
    </div>
  );
}
