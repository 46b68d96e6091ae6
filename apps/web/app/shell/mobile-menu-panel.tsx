import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { loadMenuColumns, MENU_GROUP_HEADS, QUIZ_ITEM } from './menu-groups';
import type { MenuContext } from './menu-items';

const MobileMenuColumns = lazy(() => loadMenuColumns().then((module) => ({ default: module.MobileMenuColumns })));

/** The open small-screen menu: a modal side panel with expandable groups and sub-groups. */
export function MobileMenuPanel({ context, onClose }: { context: MenuContext; onClose: () => void }) {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  const setOpen = (open: boolean) => {
    if (!open) onClose();
  };
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own cancel event; the click only catches the backdrop.
    <dialog
      id="mobile-menu"
      ref={dialogRef}
      aria-label="Menu"
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
      className="m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-3rem))] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-slate-200 border-b px-4 py-3">
        <span className="font-semibold">Menu</span>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          aria-label="Close menu"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Main" className="px-2 py-2">
        <ul>
          {MENU_GROUP_HEADS.map((group) => (
            <li key={group.id} className="border-slate-100 border-b">
              <ExpandButton
                id={`mobile-${group.id}`}
                label={group.name}
                expanded={expanded.has(group.id)}
                onToggle={() => toggle(group.id)}
                className="font-semibold"
              />
              <ul id={`mobile-${group.id}`} hidden={!expanded.has(group.id)} className="pb-2 pl-3">
                {expanded.has(group.id) ? (
                  <Suspense fallback={<LoadingIndicator inline label="Loading" />}>
                    <MobileMenuColumns groupId={group.id} context={context} expanded={expanded} onToggle={toggle} />
                  </Suspense>
                ) : null}
              </ul>
            </li>
          ))}
          <li>
            <Link to={QUIZ_ITEM.to} className="block rounded px-2 py-3 font-semibold">
              {QUIZ_ITEM.name}
            </Link>
          </li>
        </ul>
      </nav>
    </dialog>
  );
}

function ExpandButton({
  id,
  label,
  expanded,
  onToggle,
  className,
}: {
  id: string;
  label: string;
  expanded: boolean;
  onToggle: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={id}
      onClick={onToggle}
      className={`flex w-full items-center justify-between rounded px-2 py-3 text-left ${className}`}
    >
      {label}
      <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition ${expanded ? 'rotate-180' : ''}`}>
        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
    </button>
  );
}
