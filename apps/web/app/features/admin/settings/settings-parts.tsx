import type { ResettableSiteSetting } from '@cardgenius/core/contract';
import { type ReactNode, useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldShell } from '../../../components/ui/form-fields';
import {
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
} from '../../../components/ui/form-styles';
import { useHydrated } from '../../../lib/use-hydrated';

/** A section's heading, what it is for, and when it was last saved. */
export function SectionIntro({
  title,
  storedAt,
  children,
}: {
  title: string;
  /** When staff last saved it; null: the site's default. Undefined: not told. */
  storedAt?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <h2 className="font-semibold text-slate-900 text-xl">{title}</h2>
      <div className="mt-1 space-y-1 text-slate-700 text-sm">{children}</div>
      {storedAt === undefined ? null : (
        <p className="mt-1 text-slate-600 text-sm">
          {storedAt === null
            ? 'The site’s default: not changed here yet.'
            : `Last saved ${savedWhen(storedAt)}`.replace(/\.?$/, '.')}
        </p>
      )}
    </div>
  );
}

/** A saved time as staff in Toronto read it. */
export function savedWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

/** A labelled select with its error, for the settings forms. */
export function SelectField({
  label,
  name,
  value,
  defaultValue,
  onValue,
  options,
  error,
  hint,
  disabled,
}: {
  label: ReactNode;
  name?: string;
  value?: string;
  defaultValue?: string;
  onValue?: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} look="compact">
      {(describedBy) => (
        <select
          id={id}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onValue ? (event) => onValue(event.target.value) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          className={LIGHT_INPUT_CLASS}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The button that saves a section, with what saving does beside it; `form` when it stands outside it. */
export function SaveButton({ label, note, form }: { label: string; note?: string; form?: string }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" form={form} disabled={!hydrated || busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
        {busy ? 'Saving…' : label}
      </button>
      <p className="text-slate-600 text-sm">{note ?? 'Every page uses it within a minute of saving.'}</p>
    </div>
  );
}

/** "Use the default": forgets what staff saved, shown while something is saved. */
export function ResetForm({ setting, what }: { setting: ResettableSiteSetting; what: string }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="mt-4 border-slate-200 border-t pt-4">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="setting" value={setting} />
      <button type="submit" disabled={!hydrated || busy} className={COMPACT_SECONDARY_BUTTON_CLASS}>
        Go back to the default {what}
      </button>
    </Form>
  );
}

/** Small buttons that move or remove an entry of a list. */
export const ROW_BUTTON_CLASS =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-2.5 py-1 font-medium text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
