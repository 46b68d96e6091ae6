import type { Ticket } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { payoutText } from './ticket-card';

const ticket: Ticket = {
  id: '3f2a9c1b-0d4e-4a51-9b7c-2e8f6a1d0c33',
  reference: '3F2A9C1B',
  offerId: 'offer',
  cardSlug: 'card',
  cardName: 'Card',
  amount: 100,
  status: 'unfulfilled',
  statusLabel: 'Pending',
  payoutMethod: null,
  payoutDate: null,
  paidAt: null,
  claimedAt: '2026-11-21T15:00:00.000Z',
  applyRecorded: true,
  messages: [],
};

describe('payoutText', () => {
  it('says nothing while the claim waits for the issuer', () => {
    expect(payoutText(ticket, false)).toBeNull();
  });

  it('asks for a payout method while approved GeniusCash has nowhere to go', () => {
    expect(payoutText({ ...ticket, status: 'confirmed_hold', statusLabel: 'Approved' }, false)).toBe(
      'Waiting for you to choose where we send it',
    );
    expect(payoutText({ ...ticket, status: 'confirmed', statusLabel: 'Approved' }, true)).toBeNull();
  });

  it('names the payout day and method once scheduled, and the day it was sent', () => {
    const scheduled = { ...ticket, status: 'processing', statusLabel: 'Processed', payoutMethod: 'interac' as const };
    expect(payoutText({ ...scheduled, payoutDate: '2026-12-01' }, true)).toBe(
      'Scheduled for Tuesday, December 1, 2026 by Interac e-Transfer',
    );
    expect(
      payoutText(
        { ...scheduled, status: 'fulfilled', payoutDate: '2026-12-01', paidAt: '2026-12-01T20:00:00.000Z' },
        true,
      ),
    ).toBe('Sent by Interac e-Transfer on Dec 1, 2026');
  });
});
