import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import type { FormResult } from './form-result';
import { useHydrated } from './use-hydrated';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700';
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400';
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
export const DANGER_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-sm text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400';
export const TEXT_LINK = 'font-medium text-brand-700 underline hover:text-brand-900';

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
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      {description ? <div className="mt-1 text-slate-700 text-sm">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** More text that describes the input (e.g. a requirements list below it). */
  describedBy?: string;
};

/** A labelled input with its hint and error tied to it (aria-describedby), marked invalid when wrong. */
export function TextField({ label, error, hint, describedBy: more, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, more ?? null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900 text-sm">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS}
      />
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
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
    <button
      type="submit"
      disabled={!hydrated || busy || disabled}
      className={variant === 'primary' ? PRIMARY_BUTTON : variant === 'danger' ? DANGER_BUTTON : SECONDARY_BUTTON}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
