import { type ReactNode, useEffect, useId, useRef } from 'react';

const WIDTHS = { small: 'max-w-sm', medium: 'max-w-xl', large: 'max-w-4xl' } as const;
export type ModalSize = keyof typeof WIDTHS;

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside it, Escape closes it and the
 * rest of the page is inert. Focus goes back to what had it before opening.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'medium',
  children,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own cancel event; the click only catches the backdrop.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} max-h-[calc(100dvh-2rem)] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 ${className}`}
    >
      <div className="flex items-start justify-between gap-4 border-slate-200 border-b px-5 py-4">
        <h2 id={titleId} className="font-bold text-lg">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
