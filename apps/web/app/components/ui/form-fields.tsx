import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { INPUT_CLASS, LIGHT_INPUT_CLASS } from './form-styles';

/**
 * How a form's fields look and read. `standard`: the sign-in and newsletter forms; `light-border`:
 * the contact form; `compact`: the member pages, whose smaller labels sit in denser sections and
 * whose screen-reader description reads the hint before the error.
 */
export type FieldLook = 'standard' | 'light-border' | 'compact';

interface FieldStyle {
  label: string;
  input: string;
  checkbox: string;
  checkboxError: string;
  /** Whether the error is read before the hint. */
  errorFirst: boolean;
}

const STANDARD: FieldStyle = {
  label: 'font-semibold text-slate-900',
  input: INPUT_CLASS,
  checkbox: 'mt-1 h-5 w-5 shrink-0 accent-brand-700',
  checkboxError: 'mt-1 ml-8 font-medium text-red-700 text-sm',
  errorFirst: true,
};

const FIELD_LOOKS: Record<FieldLook, FieldStyle> = {
  standard: STANDARD,
  'light-border': { ...STANDARD, input: LIGHT_INPUT_CLASS },
  compact: {
    label: 'font-semibold text-slate-900 text-sm',
    input: LIGHT_INPUT_CLASS,
    checkbox: 'mt-1 h-4 w-4 shrink-0',
    checkboxError: 'mt-1 font-medium text-red-700 text-sm',
    errorFirst: false,
  },
};

/** What describes a field besides its label, each tied to the control by aria-describedby. */
interface FieldDescription {
  hint?: ReactNode;
  error?: string | undefined;
  /** Content below the field (a checklist), with the id the control refers to. */
  after?: { id: string; content: ReactNode } | undefined;
  /** Ids of other elements that describe the control (rendered elsewhere). */
  describedBy?: string | undefined;
  look?: FieldLook;
}

/** A label, an optional hint and error, and the control they describe (ids wired for screen readers). */
export function FieldShell({
  id,
  label,
  hint,
  error,
  after,
  describedBy: more,
  look = 'standard',
  children,
}: FieldDescription & {
  id: string;
  label: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const style = FIELD_LOOKS[look];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = style.errorFirst ? [errorId, hintId, more, after?.id] : [hintId, more, after?.id, errorId];
  const describedBy = ids.filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={style.label}>
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

/** Controlled (the form keeps the value) or uncontrolled (the browser does; the form reads it by name). */
type FieldValue =
  | { value: string; onValue: (value: string) => void; defaultValue?: never }
  | { value?: never; onValue?: never; defaultValue?: string | undefined };

type OwnProps =
  | keyof FieldDescription
  | 'id'
  | 'label'
  | 'value'
  | 'onValue'
  | 'defaultValue'
  | 'className'
  | 'onChange';

type FieldBase = FieldDescription &
  FieldValue & {
    /** Made from the field's place in the page when not given. */
    id?: string;
    label: ReactNode;
  };

export type TextFieldProps = FieldBase &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, OwnProps>)
    | ({ multiline: true; ref?: Ref<HTMLTextAreaElement> } & Omit<
        TextareaHTMLAttributes<HTMLTextAreaElement>,
        OwnProps
      >)
  );

/** A labelled text input, or text area when multiline, with its hint and error, marked invalid when wrong. */
export function TextField(props: TextFieldProps) {
  const ownId = useId();
  const {
    id = ownId,
    label,
    hint,
    error,
    after,
    describedBy: more,
    look = 'standard',
    value,
    onValue,
    ...control
  } = props;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} after={after} describedBy={more} look={look}>
      {(describedBy) => {
        const shared = {
          id,
          value,
          onChange: onValue
            ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value)
            : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: FIELD_LOOKS[look].input,
        };
        if (control.multiline) {
          const { multiline: _, ...textarea } = control;
          return <textarea {...textarea} {...shared} />;
        }
        const { multiline: _, ...input } = control;
        return <input {...input} {...shared} />;
      }}
    </FieldShell>
  );
}

/** A checkbox with its label beside it, and its error below; controlled or, with a name, uncontrolled. */
export function CheckboxField({
  id,
  checked,
  onChecked,
  error,
  look = 'standard',
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'checked' | 'onChange' | 'className' | 'children'> & {
  id: string;
  checked?: boolean;
  onChecked?: (checked: boolean) => void;
  error?: string | undefined;
  look?: FieldLook;
  children: ReactNode;
}) {
  const style = FIELD_LOOKS[look];
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onChecked ? (event) => onChecked(event.target.checked) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={style.checkbox}
        />
        <label htmlFor={id} className="text-slate-800">
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={style.checkboxError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
