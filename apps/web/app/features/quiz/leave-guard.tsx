import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from '../../components/ui/modal';

export const LEAVE_WARNING = 'Changes you made may not be saved.';

/**
 * While `active`, leaving the page asks first: the browser's own prompt for reloads, closing the tab
 * and other sites, and a small dialog for links within the site. Escape or "Stay" keeps the visitor here.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  const stayRef = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  useEffect(() => {
    // The dialog opens focused on the safe choice.
    if (blocked) stayRef.current?.focus();
  }, [blocked]);

  return (
    <Modal open={blocked} onClose={() => blocker.reset?.()} title="Leave the quiz?" size="small">
      <p className="text-slate-700">{LEAVE_WARNING}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => blocker.proceed?.()}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Leave
        </button>
        <button
          ref={stayRef}
          type="button"
          onClick={() => blocker.reset?.()}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Stay
        </button>
      </div>
    </Modal>
  );
}
