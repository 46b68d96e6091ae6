import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { ERROR_AUTO_HIDE_MS } from './auth-messages';

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
export function useFormAlert(initial: FormAlert | null = null) {
  const [alert, setAlert] = useState<FormAlert | null>(initial);
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
