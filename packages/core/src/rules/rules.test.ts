import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveMaxOfferValue, isBonusOffer, offerMenuCopy } from './gift-card-offer';
import { isMenuItemShown } from './menu-visibility';
import { PAGE_AREAS, pageArea } from './page-area';
import { isAuthorBoxShown, isShellShown } from './shell-visibility';
import { torontoDate } from './site-date';
import { shortUsername } from './username';

describe('pageArea', () => {
  it.each([
    ['/', 'Home'],
    ['', 'Home'],
    ['/credit-cards', 'Compare'],
    ['/credit-cards/?state=1abc', 'Compare'],
    ['/cards', 'Compare'],
    ['/credit-cards/american-express-cobalt-card', 'Standalone'],
    ['/best-credit-cards', 'Best Cards'],
    ['/best-credit-cards/by-bank', 'Best Cards'],
    ['/issuers', 'Issuers'],
    ['/credit-card-quiz', 'Challenge'],
    ['/blog/credit-cards-101', 'Blog'],
    ['/news', 'Blog'],
    ['/dashboard', 'Dashboard'],
    ['/account', 'Dashboard'],
    ['/about', 'Site'],
    ['/methodology#weights', 'Site'],
    ['/CREDIT-CARDS', 'Compare'],
  ] as const)('%s is %s', (path, area) => {
    expect(pageArea(path)).toBe(area);
  });

  it('gives a known area for any text', () => {
    fc.assert(fc.property(fc.string(), (path) => PAGE_AREAS.includes(pageArea(path))));
  });
});

describe('isShellShown', () => {
  it.each([
    ['/go/amex-cobalt', '', false],
    ['/go2/amex-cobalt', '', false],
    ['/offers/some-card', '', false],
    ['/offers', '', true],
    ['/apply-instructions/x', '', false],
    ['/credit-card-quiz', '', false],
    ['/credit-card-quiz/', '', false],
    ['/credit-cards', '', true],
    ['/credit-cards', '?view=reader', false],
    ['/', '?view=full', true],
    ['/goals', '', true],
    ['/go-qrcode/amex-cobalt', '', false],
    ['/offers/', '', true],
    ['/admin', '', false],
    ['/Admin/', '', false],
    ['/admin/comments', '', false],
    ['/administrator-tips', '', true],
    ['/blog/admin', '', true],
  ] as const)('%s%s → %s', (path, search, shown) => {
    expect(isShellShown(path, search)).toBe(shown);
  });

  it('hides the author box on About only', () => {
    expect(isAuthorBoxShown('/about')).toBe(false);
    expect(isAuthorBoxShown('/about/')).toBe(false);
    expect(isAuthorBoxShown('/faq')).toBe(true);
  });
});

describe('isMenuItemShown', () => {
  const today = '2026-11-21';
  it('shows items without dates or promo', () => {
    expect(isMenuItemShown({}, { today })).toBe(true);
  });
  it('shows dated items only inside their window, both ends included', () => {
    expect(isMenuItemShown({ startDate: '2020-02-01', endDate: '2021-01-01' }, { today })).toBe(false);
    expect(isMenuItemShown({ startDate: '2026-11-21', endDate: '2026-11-21' }, { today })).toBe(true);
    expect(isMenuItemShown({ startDate: '2026-11-22' }, { today })).toBe(false);
    expect(isMenuItemShown({ endDate: '2026-11-20T23:59:59Z' }, { today })).toBe(false);
  });
  it('shows promo items while their promo is active', () => {
    expect(isMenuItemShown({ promo: 'black-friday' }, { today })).toBe(false);
    expect(isMenuItemShown({ promo: 'black-friday' }, { today, activePromos: ['black-friday'] })).toBe(true);
    expect(isMenuItemShown({ promo: 'black-friday', startDate: '2026-11-01', endDate: '2026-12-01' }, { today })).toBe(
      true,
    );
  });
  it('reads today in Toronto', () => {
    expect(torontoDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});

describe('shortUsername', () => {
  it('cuts to 8 characters plus ...', () => {
    expect(shortUsername('Alexandra')).toBe('Alexandr...');
    expect(shortUsername('Samantha')).toBe('Samantha');
    expect(shortUsername('Zoë')).toBe('Zoë');
  });
  it('never cuts a character in half', () => {
    expect(shortUsername('😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀...');
  });
});

describe('gift card offers', () => {
  it('defaults a falsy maximum to $100 and flags offers over $100', () => {
    expect(effectiveMaxOfferValue(0)).toBe(100);
    expect(effectiveMaxOfferValue(null)).toBe(100);
    expect(effectiveMaxOfferValue(125)).toBe(125);
    expect(isBonusOffer(100)).toBe(false);
    expect(isBonusOffer(125)).toBe(true);
    expect(offerMenuCopy(100)).toBe('$100 Cash Back');
  });
});
