import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLY_ID_PARAM, withApplyTracking } from './affiliate-url';
import { errorDestination, firstGoStep, type GoFlowCard, stepAfterClick } from './go-flow';
import { DEFAULT_GO_CONTEXT, type GoLinkQuery, readGoLinkQuery } from './go-link-params';
import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-corpus';

const SITE = 'https://cardgenius.example';
const ISSUER_URL = 'https://www.bank.example/cards/cash-back?src=cg';
const APPLY_ID = '6b1f4f7e-8a7c-4d7e-9a55-2f1d3c4b5a69';

const card: GoFlowCard = {
  slug: 'bank-cash-back',
  name: 'Bank Cash Back Mastercard',
  displayName: 'Cash Back Mastercard',
  hasAffiliateLink: true,
  temporarilyUnavailable: false,
};
const query = (overrides: Partial<GoLinkQuery> = {}): GoLinkQuery => ({
  context: DEFAULT_GO_CONTEXT,
  notracking: false,
  ...overrides,
});
const step = (answer: unknown, overrides: Partial<GoLinkQuery> = {}) =>
  firstGoStep({ answer, query: query(overrides), ownOrigin: SITE });

describe('firstGoStep (shell-and-browsing §7)', () => {
  it('leaves for the home page on an empty answer', () => {
    for (const answer of [null, undefined, '', {}, { card, redirectUrl: '' }, { card: 'x', redirectUrl: ISSUER_URL }]) {
      expect(step(answer)).toEqual({ kind: 'leave', to: '/' });
    }
  });

  it('goes straight to the URL with notracking, recording nothing', () => {
    expect(step({ card, redirectUrl: ISSUER_URL }, { notracking: true })).toEqual({ kind: 'direct', url: ISSUER_URL });
    expect(step({ card, redirectUrl: `${SITE}/offers/x` }, { notracking: true, pid: 'p1' })).toEqual({
      kind: 'internal',
      path: '/offers/x',
    });
  });

  it('navigates in the app, untracked and with pid appended, when the URL is the site’s own', () => {
    expect(step({ card, redirectUrl: `${SITE}/credit-cards?sort=fee` }, { pid: 'partner-7' })).toEqual({
      kind: 'internal',
      path: '/credit-cards?sort=fee&pid=partner-7',
    });
    expect(step({ card, redirectUrl: '/newsletter' })).toEqual({ kind: 'internal', path: '/newsletter' });
  });

  it('goes straight to a product’s URL when the product has no card', () => {
    expect(step({ card: null, redirectUrl: ISSUER_URL })).toEqual({ kind: 'direct', url: ISSUER_URL });
  });

  it('records the click for a card', () => {
    expect(step({ card, redirectUrl: ISSUER_URL })).toEqual({ kind: 'track', card });
  });

  it('never sends anyone to a script, a data URL or another host dressed as this one', () => {
    for (const redirectUrl of ['javascript:alert(1)', 'data:text/html,x', '//evil.com', 'evil.com', '/\\evil.com']) {
      expect(step({ card, redirectUrl })).toEqual({ kind: 'leave', to: '/' });
      expect(step({ card, redirectUrl }, { notracking: true })).toEqual({ kind: 'leave', to: '/' });
    }
    expect(step({ card, redirectUrl: `${SITE}.evil.com/x` })).toEqual({ kind: 'track', card });
  });
});

describe('stepAfterClick (shell-and-browsing §7)', () => {
  const destination = withApplyTracking(ISSUER_URL, { applyId: APPLY_ID, context: 'Direct' });
  const click = { applyId: APPLY_ID, redirectUrl: destination };

  it('sends an unavailable card to the temporarily-unavailable page, with its display name', () => {
    expect(stepAfterClick({ ...card, temporarilyUnavailable: true, productOffer: { slug: card.slug } }, click)).toEqual(
      {
        kind: 'unavailable',
        displayName: 'Cash Back Mastercard',
      },
    );
  });

  it('sends a card with an offer to its offers page, carrying the apply id and destination', () => {
    expect(stepAfterClick({ ...card, productOffer: { slug: 'bank-cash-back' } }, click)).toEqual({
      kind: 'offer',
      offerSlug: 'bank-cash-back',
      state: {
        cardName: card.name,
        cardSlug: card.slug,
        isAffiliate: true,
        applyId: APPLY_ID,
        destination,
      },
    });
  });

  it('otherwise sends the visitor to the issuer’s URL with the apply id', () => {
    const next = stepAfterClick({ ...card, productOffer: null }, click);
    expect(next).toEqual({ kind: 'issuer', url: destination });
    expect(new URL(destination).searchParams.get(APPLY_ID_PARAM)).toBe(APPLY_ID);
  });

  it('falls back to /go2 when the recorded click names no web URL', () => {
    expect(stepAfterClick(card, { applyId: APPLY_ID, redirectUrl: 'javascript:alert(1)' })).toEqual({
      kind: 'fallback',
    });
  });
});

describe('errorDestination', () => {
  it('follows a same-site redirect and otherwise goes home', () => {
    expect(errorDestination('/credit-cards/bank-cash-back')).toBe('/credit-cards/bank-cash-back');
    expect(errorDestination(undefined)).toBe('/');
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const to = errorDestination(payload);
      expect(to.startsWith('/') && !to.startsWith('//') && !to.includes('\\')).toBe(true);
      expect(new URL(to, SITE).origin).toBe(SITE);
    }
  });
});

describe('the flow under generated queries', () => {
  it('only ever chooses the registered URL, a same-site path or home', () => {
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...OPEN_REDIRECT_PAYLOADS));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('context', 'aid', 'pid', 'notracking', 'redirectUrl', 'url'), text),
        fc.constantFrom<GoFlowCard | null>(card, null),
        (params, product) => {
          const parsed = readGoLinkQuery(new URLSearchParams(params));
          const next = firstGoStep({
            answer: { card: product, redirectUrl: ISSUER_URL },
            query: parsed,
            ownOrigin: SITE,
          });
          if (next.kind === 'direct') expect(next.url).toBe(ISSUER_URL);
          else if (next.kind === 'track') {
            const destination = withApplyTracking(ISSUER_URL, {
              applyId: APPLY_ID,
              context: parsed.context,
              pid: parsed.pid,
            });
            const after = stepAfterClick(next.card, { applyId: APPLY_ID, redirectUrl: destination });
            expect(after).toEqual({ kind: 'issuer', url: destination });
            const url = new URL(destination);
            expect(`${url.origin}${url.pathname}`).toBe('https://www.bank.example/cards/cash-back');
            expect(url.searchParams.get('src')).toBe('cg');
          } else throw new Error(`unexpected step ${next.kind}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
