import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuContext } from './menu-items';

// The panel loads when first opened: most visits never open it.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

/** The small-screen menu button; the side panel opens over the page. */
export function MobileMenu({ context }: { context: MenuContext }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  // Focus goes back to the button once the panel (a modal dialog) is gone, not while it still traps it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel context={context} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
