import { CARD_REVIEW_MESSAGES } from '@cardgenius/core/rules';
import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW, reviewFormErrors, reviewRequest, splitFieldErrors } from './review-form-values';

const TODAY = '2026-11-27';
const good = {
  rating: 4,
  title: ' Great for groceries ',
  body: 'Five points a dollar on groceries adds up for a family.',
  holdsCard: true,
  heldSince: '2024-03',
};

describe('reviewFormErrors', () => {
  it('asks for every field an empty form lacks', () => {
    expect(reviewFormErrors(EMPTY_REVIEW, TODAY)).toEqual({
      rating: CARD_REVIEW_MESSAGES.rating,
      title: CARD_REVIEW_MESSAGES.titleRequired,
      body: CARD_REVIEW_MESSAGES.bodyTooShort,
    });
  });

  it('accepts a complete review, and checks the month only for a card held', () => {
    expect(reviewFormErrors(good, TODAY)).toEqual({});
    expect(reviewFormErrors({ ...good, heldSince: '2027-01' }, TODAY)).toEqual({
      heldSince: CARD_REVIEW_MESSAGES.heldSinceFuture,
    });
    expect(reviewFormErrors({ ...good, holdsCard: false, heldSince: '2027-01' }, TODAY)).toEqual({});
    expect(reviewFormErrors({ ...good, title: 'x'.repeat(121) }, TODAY).title).toBe(CARD_REVIEW_MESSAGES.titleTooLong);
    expect(reviewFormErrors({ ...good, body: 'y'.repeat(5001) }, TODAY).body).toBe(CARD_REVIEW_MESSAGES.bodyTooLong);
  });
});

describe('reviewRequest', () => {
  it('trims the text and sends the month only with the card held', () => {
    expect(reviewRequest(good)).toEqual({ ...good, title: 'Great for groceries', heldSince: '2024-03' });
    expect(reviewRequest({ ...good, holdsCard: false })).toMatchObject({ holdsCard: false, heldSince: null });
    expect(reviewRequest({ ...good, heldSince: ' ' })).toMatchObject({ holdsCard: true, heldSince: null });
  });
});

describe('splitFieldErrors', () => {
  it('keeps the form’s fields beside their inputs and the rest above the form', () => {
    expect(splitFieldErrors({ title: 'Too long', heldSince: 'Future', slug: 'Not a card' })).toEqual({
      byField: { title: 'Too long', heldSince: 'Future' },
      other: ['Not a card'],
    });
  });
});
