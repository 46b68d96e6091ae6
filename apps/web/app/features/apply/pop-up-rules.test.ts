import { describe, expect, it } from 'vitest';
import { EXIT_INTENT_COOKIE } from '../../lib/cookie-names';
import {
  affiliateIdOf,
  answerCookies,
  applyHref,
  applyPopUpAllowed,
  isPlainClick,
  NEWSLETTER_ANSWER_COOKIE,
} from './pop-up-rules';

const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('applyPopUpAllowed', () => {
  it('asks a visitor who has not answered, never a member, and not for 30 days after an answer', () => {
    expect(applyPopUpAllowed({}, false)).toBe(true);
    expect(applyPopUpAllowed({}, true)).toBe(false);
    expect(applyPopUpAllowed({ [NEWSLETTER_ANSWER_COOKIE]: '1' }, false)).toBe(false);
    // The exit-intent pop-up having been shown is not an answer.
    expect(applyPopUpAllowed({ [EXIT_INTENT_COOKIE]: '1' }, false)).toBe(true);
  });
});

describe('answerCookies', () => {
  it('quiets the apply pop-ups and the exit-intent pop-up for 30 days', () => {
    expect(answerCookies()).toEqual([
      [NEWSLETTER_ANSWER_COOKIE, '1', 2_592_000],
      [EXIT_INTENT_COOKIE, '1', 2_592_000],
    ]);
  });
});

describe('isPlainClick', () => {
  it('is a main-button click without modifiers that nothing else handled', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('applyHref', () => {
  it('adds the place of the click to the go-link', () => {
    expect(applyHref('/go/amex-cobalt', 'Compare')).toBe('/go/amex-cobalt?context=Compare');
    expect(applyHref('/go/amex-cobalt', 'Card Page')).toBe('/go/amex-cobalt?context=Card%20Page');
  });

  it('keeps a query the link already has and replaces its context', () => {
    expect(applyHref('/go/td-aeroplan?pid=x1&context=Old', 'Side by side')).toBe(
      '/go/td-aeroplan?pid=x1&context=Side%20by%20side',
    );
  });
});

describe('affiliateIdOf', () => {
  it('reads the id of a go-link', () => {
    expect(affiliateIdOf('/go/amex-cobalt')).toBe('amex-cobalt');
    expect(affiliateIdOf('/go/amex-cobalt?context=Compare')).toBe('amex-cobalt');
    expect(affiliateIdOf('/go/a%20b')).toBe('a b');
  });

  it('is null for anything else', () => {
    expect(affiliateIdOf('/credit-cards/amex-cobalt')).toBeNull();
    expect(affiliateIdOf('/go/')).toBeNull();
    expect(affiliateIdOf('https://example.com/go/x')).toBeNull();
    expect(affiliateIdOf('/go/%E0%A4%A')).toBeNull();
  });
});
