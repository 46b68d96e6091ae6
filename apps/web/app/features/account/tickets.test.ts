import { describe, expect, it } from 'vitest';
import { findTicket } from './tickets';

const tickets = [
  { id: '3f2a9c1b-0d4e-4a51-9b7c-2e8f6a1d0c33', cardName: 'A' },
  { id: '7b00e2aa-91c3-4f0e-8d2b-5a6c7e8f9012', cardName: 'B' },
];

describe('findTicket', () => {
  it('finds a claim by its reference or full id, in any case, with a # or spaces around', () => {
    expect(findTicket(tickets, '3F2A9C1B')?.cardName).toBe('A');
    expect(findTicket(tickets, ' #7b00e2aa ')?.cardName).toBe('B');
    expect(findTicket(tickets, '7B00E2AA-91C3-4F0E-8D2B-5A6C7E8F9012')?.cardName).toBe('B');
  });

  it('needs at least the eight characters of a reference, and searches only the claims given', () => {
    expect(findTicket(tickets, '3f2a')).toBeNull();
    expect(findTicket(tickets, '')).toBeNull();
    expect(findTicket(tickets, 'ffffffff')).toBeNull();
    expect(findTicket([], '3F2A9C1B')).toBeNull();
  });
});
