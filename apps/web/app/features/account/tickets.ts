/** What the ticket page needs of a claimed GeniusCash offer. */
export interface Ticket {
  id: string;
}

const REFERENCE_LENGTH = 8;

/** The short reference a member quotes for a claim: the first 8 characters of its id, in capitals. */
export function ticketReference(id: string): string {
  return id.replace(/-/g, '').slice(0, REFERENCE_LENGTH).toUpperCase();
}

/**
 * The member's own claim a typed ticket id names, or null. Takes the full id or the short reference,
 * in any letter case, with or without dashes, spaces or a leading '#'. Only the claims passed in are
 * searched, so nobody can look up someone else's ticket.
 */
export function findTicket<T extends Ticket>(tickets: readonly T[], typed: string): T | null {
  const wanted = typed.trim().replace(/^#/, '').replace(/[\s-]/g, '').toLowerCase();
  if (wanted.length < REFERENCE_LENGTH) return null;
  return tickets.find((ticket) => ticket.id.replace(/-/g, '').toLowerCase().startsWith(wanted)) ?? null;
}
