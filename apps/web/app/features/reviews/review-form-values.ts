import {
  CARD_REVIEW_BODY_MAX,
  CARD_REVIEW_BODY_MIN,
  CARD_REVIEW_MESSAGES,
  CARD_REVIEW_TITLE_MAX,
  heldSinceProblem,
} from '@cardgenius/core/rules';

/** What the review form holds while a member writes. */
export interface ReviewFormValues {
  rating: number | null;
  title: string;
  body: string;
  holdsCard: boolean;
  /** YYYY-MM, or empty. */
  heldSince: string;
}

export type ReviewField = keyof ReviewFormValues;
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'title', 'body', 'holdsCard', 'heldSince'];

export const EMPTY_REVIEW: ReviewFormValues = { rating: null, title: '', body: '', holdsCard: false, heldSince: '' };

/** The form's values from a saved review (the member's own, in any state). */
export function reviewFormValues(review: {
  rating: number;
  title: string;
  body: string;
  holdsCard: boolean;
  heldSince: string | null;
}): ReviewFormValues {
  return {
    rating: review.rating,
    title: review.title,
    body: review.body,
    holdsCard: review.holdsCard,
    heldSince: review.heldSince ?? '',
  };
}

/**
 * What to fix before sending, in the API's own words (the same rules it applies), by field; empty when
 * the review can go. `today` is the site's calendar day (YYYY-MM-DD).
 */
export function reviewFormErrors(values: ReviewFormValues, today: string): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  if (values.rating === null) errors.rating = CARD_REVIEW_MESSAGES.rating;
  const title = values.title.trim();
  if (title === '') errors.title = CARD_REVIEW_MESSAGES.titleRequired;
  else if (title.length > CARD_REVIEW_TITLE_MAX) errors.title = CARD_REVIEW_MESSAGES.titleTooLong;
  const body = values.body.trim();
  if (body.length < CARD_REVIEW_BODY_MIN) errors.body = CARD_REVIEW_MESSAGES.bodyTooShort;
  else if (body.length > CARD_REVIEW_BODY_MAX) errors.body = CARD_REVIEW_MESSAGES.bodyTooLong;
  const month = values.heldSince.trim();
  if (values.holdsCard && month !== '') {
    const problem = heldSinceProblem(month, today);
    if (problem) errors.heldSince = problem;
  }
  return errors;
}

/** The API's body for the values (checked first with reviewFormErrors): the month only for a card held. */
export function reviewRequest(values: ReviewFormValues) {
  const month = values.heldSince.trim();
  return {
    rating: values.rating ?? 0,
    title: values.title.trim(),
    body: values.body.trim(),
    holdsCard: values.holdsCard,
    heldSince: values.holdsCard && month !== '' ? month : null,
  };
}

/** The API's field errors that belong to a field of the form, and the rest (shown above the form). */
export function splitFieldErrors(fields: Record<string, string>): {
  byField: Partial<Record<ReviewField, string>>;
  other: string[];
} {
  const byField: Partial<Record<ReviewField, string>> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if ((REVIEW_FIELDS as readonly string[]).includes(key)) byField[key as ReviewField] ??= message;
    else other.push(message);
  }
  return { byField, other };
}
