import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import { ERROR_AUTO_HIDE_MS } from './auth-messages';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700';
export const PRIMARY_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
export const LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';
/** A button that reads as a link (it changes the form rather than the page). */
export const LINK_BUTTON_CLASS = `${LINK_CLASS} cursor-pointer text-left disabled:cursor-not-allowed disabled:opacity-60`;

// ---------------------------------------------------------------- headings

/**
 * How steps title themselves: as the page's h1 or an h2 under it, or (in a modal, whose dialog
 * already has a title) by handing the title to the dialog.
 */
interface HeadingSettings {
  level: 1 | 2 | 3;
  onTitle?: ((title: string) => void) | undefined;
}

const HeadingContext = createContext<HeadingSettings>({ level: 2 });

export function HeadingProvider({ value, children }: { value: HeadingSettings; children: ReactNode }) {
  return <HeadingContext.Provider value={value}>{children}</HeadingContext.Provider>;
}

export function StepHeading({ children, lead }: { children: string; lead?: ReactNode }) {
  const { level, onTitle } = useContext(HeadingContext);
  useEffect(() => {
    onTitle?.(children);
  }, [onTitle, children]);
  const Tag = `h${level}` as const;
  return (
    <div className="mb-5">
      {onTitle ? null : (
        <Tag
          data-step-heading=""
          tabIndex={-1}
          className={`${level === 1 ? 'font-bold text-2xl sm:text-3xl' : 'font-bold text-xl'} focus:outline-none`}
        >
          {children}
        </Tag>
      )}
      {lead ? <p className={`${onTitle ? '' : 'mt-2 '}text-slate-700`}>{lead}</p> : null}
    </div>
  );
}

// ---------------------------------------------------------------- fields

/** A label, an optional hint and error, and the control they describe (ids wired for screen readers). */
export function FieldShell({
  id,
  label,
  hint,
  error,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Extra description below the control (a checklist), referenced by it. */
  after?: { id: string; content: ReactNode } | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, after?.id].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      {after?.content}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField({
  ref,
  id,
  label,
  hint,
  error,
  value,
  onValue,
  after,
  ...inputProps
}: InputProps & {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  after?: { id: string; content: ReactNode } | undefined;
}) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} after={after}>
      {(describedBy) => (
        <input
          {...inputProps}
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
        />
      )}
    </FieldShell>
  );
}

/** A checkbox with its label beside it, and its error below. */
export function CheckboxField({
  id,
  checked,
  onChecked,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-800">
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 ml-8 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- alerts

/** A message over a form: an error (announced at once) or a notice (announced politely). */
export interface FormAlert {
  kind: 'error' | 'notice';
  message: string;
  /** Stays until replaced (the confirmation-link and account-locked messages); others hide after 4 s. */
  sticky?: boolean;
  /** What to offer with the message: a link or button the form renders under it. */
  action?: 'resendConfirmation' | 'forgotPassword' | 'loginLink' | 'newCode';
  /** Extra messages of a validation failure that belong to no field of the form. */
  details?: string[];
}

/** The form's alert, hidden again after 4 s unless it is sticky or a notice. */
export function useFormAlert() {
  const [alert, setAlert] = useState<FormAlert | null>(null);
  useEffect(() => {
    if (!alert || alert.sticky || alert.kind !== 'error') return;
    const timer = setTimeout(() => setAlert(null), ERROR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, setAlert, clear };
}

/**
 * The live regions exist from the first render so that what appears in them is announced; the
 * content comes and goes.
 */
export function AlertArea({ alert, children }: { alert: FormAlert | null; children?: ReactNode }) {
  const isError = alert?.kind === 'error';
  return (
    <>
      <div role="alert" className={isError ? 'mb-5' : undefined}>
        {isError ? (
          <div className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            <p>{alert.message}</p>
            {alert.details?.map((detail) => (
              <p key={detail} className="mt-1">
                {detail}
              </p>
            ))}
            {children}
          </div>
        ) : null}
      </div>
      <div role="status" className={alert && !isError ? 'mb-5' : undefined}>
        {alert && !isError ? (
          <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
            <p>{alert.message}</p>
            {children}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** An id unique to this form instance, for fields rendered more than once on a page (page and modal). */
export function useFieldIds<K extends string>(names: readonly K[]): Record<K, string> {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return Object.fromEntries(names.map((name) => [name, `${base}-${name}`])) as Record<K, string>;
}
