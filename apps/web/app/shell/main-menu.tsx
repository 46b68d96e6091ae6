import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loadMenuColumns, MENU_GROUP_HEADS, QUIZ_ITEM } from './menu-groups';
import type { MenuContext } from './menu-items';

const DesktopMenuColumns = lazy(() => loadMenuColumns().then((module) => ({ default: module.DesktopMenuColumns })));

/** After a group closes, hovering does not reopen it for this long (shell-and-browsing §4). */
const CLOSING_FLAG_MS = 1000;
/** Hold-to-scroll: 10 px every 10 ms (§2.7). */
const HOLD_SCROLL_STEP_PX = 10;
const HOLD_SCROLL_INTERVAL_MS = 10;
/** A click this soon after hovering opened a group keeps it open (the pointer arrived to click it). */
const HOVER_CLICK_GRACE_MS = 500;

/** Ctrl-, Alt-, Shift- and Meta-clicks are the browser's (§4): they never open or close a group. */
const isModifiedClick = (event: React.MouseEvent) => event.ctrlKey || event.altKey || event.shiftKey || event.metaKey;

/**
 * The desktop menu: four groups with sub-columns and the Quiz item (992 px and wider). From 992 to
 * 1199 px it takes a row of its own under the logo, from 1200 px it sits beside it: either way it fits,
 * and the scroll buttons show only when it truly cannot (a narrow window zoomed in, say).
 */
export function MainMenu({ context }: { context: MenuContext }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const closingUntil = useRef(0);
  const hoverOpenedAt = useRef(0);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const [overflow, setOverflow] = useState({ left: false, right: false });

  const close = (returnFocusTo?: string) => {
    if (openId) closingUntil.current = Date.now() + CLOSING_FLAG_MS;
    setOpenId(null);
    if (returnFocusTo) document.getElementById(`menu-button-${returnFocusTo}`)?.focus();
  };

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpenId(null), [location.pathname, location.search]);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () =>
      setOverflow({
        left: list.scrollLeft > 0,
        right: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
      });
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="order-last hidden min-w-0 basis-full items-center lg:flex xl:order-none xl:flex-1 xl:basis-auto"
      onPointerEnter={() => void loadMenuColumns()}
      onFocus={() => void loadMenuColumns()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openId) close(openId);
      }}
    >
      <HoldScrollButton direction={-1} target={listRef} hidden={!overflow.left} />
      <ul ref={listRef} className="flex min-w-0 items-center gap-1 overflow-x-hidden xl:gap-0">
        {MENU_GROUP_HEADS.map((group) => {
          const open = openId === group.id;
          return (
            <li
              key={group.id}
              onMouseEnter={() => {
                if (Date.now() >= closingUntil.current && window.matchMedia('(hover: hover)').matches) {
                  if (!open) hoverOpenedAt.current = Date.now();
                  setOpenId(group.id);
                }
              }}
              onMouseLeave={() => {
                if (open) close();
              }}
            >
              <button
                id={`menu-button-${group.id}`}
                type="button"
                aria-expanded={open}
                aria-controls={`menu-panel-${group.id}`}
                onClick={(event) => {
                  if (isModifiedClick(event)) {
                    // The pointer that opened the group on its way in came to make this click: undo that.
                    // (A state update, as the hover's opening may not have rendered yet.)
                    const justHovered = Date.now() - hoverOpenedAt.current <= HOVER_CLICK_GRACE_MS;
                    setOpenId((current) => (current === group.id && justHovered ? null : current));
                    return;
                  }
                  if (!open) setOpenId(group.id);
                  else if (Date.now() - hoverOpenedAt.current > HOVER_CLICK_GRACE_MS) close();
                }}
                className={`flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm xl:px-2 ${open ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {group.name}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 12 12"
                  className={`h-3 w-3 transition ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
                </svg>
              </button>
              <div
                id={`menu-panel-${group.id}`}
                hidden={!open}
                className="absolute inset-x-0 top-full z-40 border-slate-200 border-t border-b bg-white shadow-lg"
              >
                {open ? (
                  <Suspense fallback={<p className="px-4 py-6 text-center text-slate-600 text-sm">Loading…</p>}>
                    <DesktopMenuColumns groupId={group.id} context={context} />
                  </Suspense>
                ) : null}
              </div>
            </li>
          );
        })}
        <li>
          <Link
            to={QUIZ_ITEM.to}
            className="block whitespace-nowrap rounded-md px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 xl:px-2"
          >
            {QUIZ_ITEM.name}
          </Link>
        </li>
      </ul>
      <HoldScrollButton direction={1} target={listRef} hidden={!overflow.right} />
    </nav>
  );
}

/** Scrolls the menu while held with the mouse; a click or a key press scrolls one step of 100 px. */
function HoldScrollButton({
  direction,
  target,
  hidden,
}: {
  direction: 1 | -1;
  target: React.RefObject<HTMLUListElement | null>;
  hidden: boolean;
}) {
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const stop = () => clearInterval(timer.current);
  useEffect(() => () => clearInterval(timer.current), []);
  return (
    <button
      type="button"
      aria-label={direction < 0 ? 'Scroll menu left' : 'Scroll menu right'}
      className={`shrink-0 rounded p-1 text-slate-600 hover:bg-slate-100 ${hidden ? 'hidden' : ''}`}
      onPointerDown={() => {
        stop();
        timer.current = setInterval(() => {
          target.current?.scrollBy({ left: direction * HOLD_SCROLL_STEP_PX });
        }, HOLD_SCROLL_INTERVAL_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          target.current?.scrollBy({ left: direction * 100 });
        }
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 12 12" className="h-4 w-4">
        <path d={direction < 0 ? 'M8 2L4 6l4 4' : 'M4 2l4 4-4 4'} stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
    </button>
  );
}
