import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_INTENT_COOKIE } from '../../lib/cookie-names';
import {
  armExitIntent,
  BOTTOM_OBSERVER_DELAY_MS,
  countPageView,
  type ExitIntentPage,
  exitIntentAllowed,
  leftThroughTop,
  MOUSE_EXIT_DELAY_MS,
} from './exit-intent-rules';

/** A `mouseout` as the browser sends it when the pointer leaves at `clientY` (into nothing, or an element). */
function mouseOut(clientY: number, relatedTarget: EventTarget | null = null): Event {
  return Object.assign(new Event('mouseout'), { clientY, relatedTarget });
}

/** A page with a fake IntersectionObserver: `showBottom()` scrolls the bottom into view. */
function fakePage(overrides: Partial<ExitIntentPage> = {}) {
  let visible: (() => void) | null = null;
  const observed = { count: 0, disconnected: 0 };
  const page: ExitIntentPage = {
    target: new EventTarget(),
    bottom: {} as Element,
    touch: false,
    mobile: false,
    pageView: 1,
    observe: (_element, onVisible) => {
      observed.count++;
      visible = onVisible;
      return () => {
        observed.disconnected++;
        visible = null;
      };
    },
    ...overrides,
  };
  return { page, observed, showBottom: () => visible?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('exitIntentAllowed', () => {
  it('lets a visitor see it once: not with the 30-day cookie, never for a member', () => {
    expect(exitIntentAllowed({}, false)).toBe(true);
    expect(exitIntentAllowed({ [EXIT_INTENT_COOKIE]: '1' }, false)).toBe(false);
    expect(exitIntentAllowed({}, true)).toBe(false);
    expect(exitIntentAllowed({ province: 'ON' }, false)).toBe(true);
  });
});

describe('leftThroughTop', () => {
  it('is the pointer leaving the window at its top edge, not moving between elements or out a side', () => {
    expect(leftThroughTop({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(leftThroughTop({ clientY: -3, relatedTarget: new EventTarget() })).toBe(false);
  });
});

describe('countPageView', () => {
  it('counts the page views of the session, from 1', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(countPageView(() => storage)).toBe(1);
    expect(countPageView(() => storage)).toBe(2);
    expect(countPageView(() => storage)).toBe(3);
  });

  it('is 1 without storage or when storage refuses', () => {
    expect(countPageView(() => null)).toBe(1);
    expect(
      countPageView(() => {
        throw new Error('SecurityError: access to sessionStorage is denied');
      }),
    ).toBe(1);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(countPageView(() => refusing)).toBe(1);
  });
});

describe('armExitIntent', () => {
  it('arms the mouse-exit listener only after 5 s', () => {
    const { page } = fakePage();
    const open = vi.fn(() => true);
    armExitIntent(page, open);
    page.target.dispatchEvent(mouseOut(-1));
    vi.advanceTimersByTime(MOUSE_EXIT_DELAY_MS - 1);
    page.target.dispatchEvent(mouseOut(-1));
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.target.dispatchEvent(mouseOut(300));
    expect(open).not.toHaveBeenCalled();
    page.target.dispatchEvent(mouseOut(-1));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens once: every trigger is disarmed after it has', () => {
    const { page, observed, showBottom } = fakePage({ mobile: true });
    const open = vi.fn(() => true);
    armExitIntent(page, open);
    vi.advanceTimersByTime(MOUSE_EXIT_DELAY_MS);
    page.target.dispatchEvent(mouseOut(-1));
    page.target.dispatchEvent(mouseOut(-1));
    showBottom();
    expect(open).toHaveBeenCalledTimes(1);
    expect(observed.disconnected).toBe(observed.count);
  });

  it('stays armed while another dialog keeps it from opening', () => {
    const { page } = fakePage();
    let busy = true;
    const open = vi.fn(() => !busy);
    armExitIntent(page, open);
    vi.advanceTimersByTime(MOUSE_EXIT_DELAY_MS);
    page.target.dispatchEvent(mouseOut(-1));
    busy = false;
    page.target.dispatchEvent(mouseOut(-1));
    page.target.dispatchEvent(mouseOut(-1));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('watches the page bottom on a mobile device, from 3 s', () => {
    const { page, observed, showBottom } = fakePage({ mobile: true });
    const open = vi.fn(() => true);
    armExitIntent(page, open);
    vi.advanceTimersByTime(BOTTOM_OBSERVER_DELAY_MS - 1);
    expect(observed.count).toBe(0);
    vi.advanceTimersByTime(1);
    expect(observed.count).toBe(1);
    showBottom();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not watch the page bottom on a desktop', () => {
    const { page, observed } = fakePage({ mobile: false });
    armExitIntent(page, () => true);
    vi.advanceTimersByTime(60_000);
    expect(observed.count).toBe(0);
  });

  it('opens on the second page view of a touch device, not the first, and not without touch', () => {
    const first = vi.fn(() => true);
    armExitIntent(fakePage({ touch: true, pageView: 1 }).page, first);
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn(() => true);
    armExitIntent(fakePage({ touch: true, pageView: 2 }).page, second);
    expect(second).toHaveBeenCalledTimes(1);
    const mouse = vi.fn(() => true);
    armExitIntent(fakePage({ touch: false, pageView: 2 }).page, mouse);
    expect(mouse).not.toHaveBeenCalled();
  });

  it('arms nothing else once the touch trigger has opened it', () => {
    const { page, observed } = fakePage({ touch: true, mobile: true, pageView: 2 });
    const open = vi.fn(() => true);
    armExitIntent(page, open);
    vi.advanceTimersByTime(MOUSE_EXIT_DELAY_MS);
    page.target.dispatchEvent(mouseOut(-1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(observed.count).toBe(0);
  });

  it('disarms when the page is left before the delays end', () => {
    const { page, observed } = fakePage({ mobile: true });
    const open = vi.fn(() => true);
    const disarm = armExitIntent(page, open);
    vi.advanceTimersByTime(1000);
    disarm();
    vi.advanceTimersByTime(MOUSE_EXIT_DELAY_MS);
    page.target.dispatchEvent(mouseOut(-1));
    expect(open).not.toHaveBeenCalled();
    expect(observed.count).toBe(0);
  });

  it('removes the armed listener and observer when the page is left after them', () => {
    const { page, observed, showBottom } = fakePage({ mobile: true });
    const open = vi.fn(() => true);
    const disarm = armExitIntent(page, open);
    vi.advanceTimersByTime(MOUSE_EXIT_DELAY_MS);
    disarm();
    page.target.dispatchEvent(mouseOut(-1));
    showBottom();
    expect(open).not.toHaveBeenCalled();
    expect(observed.disconnected).toBe(1);
  });
});
