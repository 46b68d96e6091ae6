import { SITE_TIME_ZONE } from './site-date';

/**
 * What the admin site's member screens show of a member and how staff find one: only the end of a
 * mobile number, and a search text read as an id, an email address or a name.
 */

/** What a member locked by staff is told when signing in (after the right password, or by Google or Facebook). */
export const LOCKED_BY_STAFF_MESSAGE =
  'This account has been locked by our team. Contact us to find out why and to have it unlocked.';

/** How many of a mobile number's last digits staff see (enough to match what a member reads out). */
export const MOBILE_DIGITS_SHOWN = 3;

/** The last digits of a mobile number, or null when the member has none. */
export function mobileNumberEnding(mobileNumber: string | null): string | null {
  if (!mobileNumber) return null;
  const digits = mobileNumber.replace(/\D/g, '');
  return digits.length >= MOBILE_DIGITS_SHOWN ? digits.slice(-MOBILE_DIGITS_SHOWN) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A member search: a whole id finds that member; any other text is matched, lower-cased, against the
 * start of the email address and the start of each word of the name (both indexed).
 */
export type MemberSearch =
  | { kind: 'all' }
  | { kind: 'id'; id: string }
  | { kind: 'text'; text: string; words: string[] };

export function parseMemberSearch(query: string | undefined): MemberSearch {
  const text = (query ?? '').trim().toLowerCase();
  if (text === '') return { kind: 'all' };
  if (isUuid(text)) return { kind: 'id', id: text };
  // Letters and digits of each word; the rest (punctuation) cannot narrow a word search.
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 5);
  return { kind: 'text', text, words };
}

/** `%` and `_` match anything in LIKE: escaped, a search text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The milliseconds a zone is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone, the site's by default. */
export function dayStartInZone(isoDate: string, timeZone: string = SITE_TIME_ZONE): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const midnightUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  // Across a change of clocks the offset at the guess differs: the second reading is the day's own.
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess), timeZone));
}
