import type { Ticket } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { queueEmail } from '../../db/mail-queue';
import type { users } from '../../db/schema';
import { offerClaimedNotice } from '../../lib/email-templates';
import { link } from '../auth/account-tokens';
import { payoutPreferenceOf } from './tickets.service';

type Claimant = Pick<typeof users.$inferSelect, 'email' | 'name' | 'paymentMethod' | 'interacEmail' | 'paypalEmail'>;

/** Queues the member's email about their new ticket, in the claim's transaction. */
export async function queueClaimNotice(db: Database, deps: AppDeps, user: Claimant, ticket: Ticket): Promise<void> {
  await queueEmail(db, {
    label: 'claim notice',
    to: user.email,
    ...offerClaimedNotice({
      name: user.name,
      brandName: deps.env.BRAND_NAME,
      amount: ticket.amount,
      cardName: ticket.cardName,
      reference: ticket.reference,
      payoutTo: payoutPreferenceOf(user),
      ticketLink: link(deps, `/ticket?id=${encodeURIComponent(ticket.reference)}`),
      accountLink: link(deps, '/account'),
    }),
  });
}
