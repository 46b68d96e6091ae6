/**
 * Members' card reviews: the limits and words the API and the review form share. No schema library
 * here, so the form can check a review before sending it without pulling zod into the card page.
 */

/** Reviews a page shows at once (the card page's first page, the public list's pages). */
export const CARD_REVIEWS_PER_PAGE = 10;

/** Newest approved reviews across cards the /review page shows. */
export const LATEST_CARD_REVIEWS = 10;

export const CARD_REVIEW_TITLE_MAX = 120;
export const CARD_REVIEW_BODY_MIN = 20;
export const CARD_REVIEW_BODY_MAX = 5000;

/** The earliest month a member may say they got a card: older is a typo, not a card held for 75 years. */
export const EARLIEST_HELD_SINCE = '1950-01';

/** A month as the form and the API give it: '2024-03'. */
export const HELD_SINCE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** What to fix in a review, in the same words whether the form or the API says it. */
export const CARD_REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  titleRequired: 'Give your review a title.',
  titleTooLong: `Keep the title to ${CARD_REVIEW_TITLE_MAX} characters.`,
  bodyTooShort: `Write at least ${CARD_REVIEW_BODY_MIN} characters about the card.`,
  bodyTooLong: `Keep your review to ${CARD_REVIEW_BODY_MAX.toLocaleString('en-CA')} characters.`,
  holdsCard: 'Say whether you hold this card.',
  heldSinceFormat: 'Give the month you got the card as YYYY-MM, like 2024-03.',
  heldSinceTooEarly: 'Give a month from January 1950 on.',
  heldSinceFuture: 'The month you got the card cannot be in the future.',
  heldSinceWithoutCard: 'Tick “I hold this card” to say since when, or leave the month empty.',
  emailUnconfirmed:
    'Confirm your email address before writing a review: use the link we emailed you, or ask for a new one from your account page.',
} as const;

/**
 * What is wrong with a "held since" month, or null when it is fine. `today` is the site's calendar day
 * (YYYY-MM-DD, Toronto): the core has no clock, so callers pass it.
 */
export function heldSinceProblem(heldSince: string, today: string): string | null {
  if (!HELD_SINCE_PATTERN.test(heldSince)) return CARD_REVIEW_MESSAGES.heldSinceFormat;
  if (heldSince < EARLIEST_HELD_SINCE) return CARD_REVIEW_MESSAGES.heldSinceTooEarly;
  // Months compare as text: both are YYYY-MM.
  if (heldSince > today.slice(0, 7)) return CARD_REVIEW_MESSAGES.heldSinceFuture;
  return null;
}

/** '2024-03' → '2024-03-01': the column keeps the first day of the month. */
export const heldSinceDate = (month: string): string => `${month}-01`;

/** '2024-03-01' → '2024-03'. */
export const heldSinceMonth = (date: string): string => date.slice(0, 7);

/**
 * How a reviewer is named in public: the first word of the name they gave, never their email or
 * surname. Names are letters with spaces, hyphens and apostrophes (see isPersonName), so the first
 * word is a first name or an initial.
 */
export function reviewerFirstName(name: string): string {
  return name.trim().split(/\s+/, 1)[0] || 'A member';
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2024-03' → 'March 2024', the same on the server and in the browser (no time zone involved). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** A review's stars for a reader: '4 out of 5 stars'. */
export const starsLabel = (rating: number): string => `${rating} out of 5 stars`;

/** The summary line for a reader: '4.2 out of 5 from 12 reviews', or that there are none yet. */
export function reviewSummaryLabel(summary: { count: number; average: number | null }): string {
  if (summary.count === 0 || summary.average === null) return 'No member reviews yet';
  const reviews = summary.count === 1 ? '1 review' : `${summary.count.toLocaleString('en-CA')} reviews`;
  return `${summary.average.toFixed(1)} out of 5 from ${reviews}`;
}
