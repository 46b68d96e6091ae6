import type { Ticket } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { users } from '../../db/schema';
import { offerClaimedNotice } from '../../lib/email-templates';
import { link } from '../auth/auth.service';
import { payoutPreferenceOf } from './tickets.service';

type Claimant = Pick<typeof users.$inferSelect, 'email' | 'name' | 'paymentMethod' | 'interacEmail' | 'paypalEmail'>;

/** Emails the member their new ticket, after the answer (a mail server's delay never holds up the claim). */
export function sendClaimNotice(deps: AppDeps, user: Claimant, ticket: Ticket): void {
  deps.background.run('claim notice', () =>
    deps.mailer.send({
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
    }),
  );
}
