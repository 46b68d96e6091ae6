/** What the ticket page needs of a claimed GeniusCash offer. */
export interface Ticket {
  id: string;
}

/** A ticket's reference is the first 8 characters of its id, in capitals (the API answers it). */
const REFERENCE_LENGTH = 8;

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
