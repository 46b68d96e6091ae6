import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** How long a popover stays open after the pointer or focus leaves it (shell-and-browsing §2.12). */
export const POPOVER_CLOSE_DELAY_MS = 200;
const HOVER_CLICK_GRACE_MS = 500;

/**
 * A button that shows a panel on hover, focus or click and hides it 200 ms after the pointer and
 * focus have left both, so the pointer can travel from the button to the panel. Escape closes it.
 */
export function Popover({
  label,
  trigger,
  children,
  onOpen,
  align = 'left',
  panelClassName = '',
  buttonClassName = '',
}: {
  /** The button's accessible name. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  onOpen?: () => void;
  align?: 'left' | 'right';
  panelClassName?: string;
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const openedAt = useRef(0);
  const show = () => {
    clearTimeout(closeTimer.current);
    if (!open) {
      openedAt.current = Date.now();
      onOpen?.();
    }
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), POPOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus leaving the group close the panel; the button is the control.
    <div
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click right after hover or focus opened the panel is meant to open it, not to close it.
          if (!open) show();
          else if (Date.now() - openedAt.current > HOVER_CLICK_GRACE_MS) setOpen(false);
        }}
        className={buttonClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-4 text-left text-slate-800 text-sm shadow-xl ${align === 'right' ? 'right-0' : 'left-0'} ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
