import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  COMPACT_DANGER_BUTTON_CLASS,
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
} from '../../components/ui/form-styles';
import type { FormResult } from '../../lib/form-result';
import { useHydrated } from '../../lib/use-hydrated';

/** One titled block of a member page; its id makes it a link target (/account#password). */
export function PageSection({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-slate-700 text-sm">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The answer to a submit: a success notice (a polite status; focus stays where it was) or the
 * problem (an alert), where focus moves: to the first field to fix, or to the alert itself.
 */
export function FormNotice({ result }: { result: FormResult | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result || result.ok) return;
    const form = ref.current?.closest('form, section');
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? ref.current)?.focus();
  }, [result]);
  if (!result) return null;
  return result.ok ? (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900 text-sm"
    >
      {result.message}
    </div>
  ) : (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
    >
      {result.message}
    </div>
  );
}

const SUBMIT_BUTTON_CLASSES = {
  primary: COMPACT_PRIMARY_BUTTON_CLASS,
  secondary: COMPACT_SECONDARY_BUTTON_CLASS,
  danger: COMPACT_DANGER_BUTTON_CLASS,
} as const;

export function SubmitButton({
  busy,
  disabled,
  busyLabel,
  children,
  variant = 'primary',
}: {
  busy: boolean;
  disabled?: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated || busy || disabled} className={SUBMIT_BUTTON_CLASSES[variant]}>
      {busy ? busyLabel : children}
    </button>
  );
}
