import type { CardFormField } from '@cardgenius/core/catalogue';
import { LIGHT_INPUT_CLASS } from '../../../components/ui/form-styles';

/** An input's id from its path (`fees.annual` → `card-fees-annual`). */
export const fieldId = (path: string) => `card-${path.replace(/\./g, '-')}`;

const NOT_PUBLISHED = 'Not published';

/**
 * One field of the card editor, drawn for its kind: a number or text input, a date, a checkbox, a list of
 * choices (with "Not published" when unknown is allowed), or a JSON text area for lists and groups.
 */
export function CardFieldInput({
  field,
  value,
  error,
  readOnly = false,
}: {
  field: CardFormField;
  value: string;
  error: string | undefined;
  readOnly?: boolean;
}) {
  const id = fieldId(field.path);
  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.path,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const help = (
    <>
      {field.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-600 text-xs">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </>
  );
  if (field.kind === 'boolean' && !field.nullable) {
    return (
      <div className="sm:col-span-2">
        <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-800 text-sm">
          <input {...common} type="checkbox" value="true" defaultChecked={value === 'true'} className="h-4 w-4" />
          {field.label}
        </label>
        {help}
      </div>
    );
  }
  const wide = field.kind === 'json';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {field.label}
        {field.nullable && field.kind !== 'json' ? (
          <span className="font-normal text-slate-600"> (empty: not published)</span>
        ) : null}
      </label>
      {field.kind === 'json' ? (
        <textarea
          {...common}
          defaultValue={value}
          rows={Math.min(12, Math.max(2, value.split('\n').length))}
          spellCheck={false}
          className={`${LIGHT_INPUT_CLASS} font-mono text-xs`}
        />
      ) : field.kind === 'choice' || field.kind === 'boolean' ? (
        <select {...common} defaultValue={value} className={LIGHT_INPUT_CLASS}>
          {field.nullable ? <option value="">{NOT_PUBLISHED}</option> : null}
          {(field.kind === 'boolean' ? ['true', 'false'] : field.options).map((option) => (
            <option key={option} value={option}>
              {field.kind === 'boolean' ? (option === 'true' ? 'Yes' : 'No') : option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          defaultValue={value}
          readOnly={readOnly}
          className={`${LIGHT_INPUT_CLASS} ${readOnly ? 'bg-slate-100' : ''}`}
        />
      )}
      {help}
    </div>
  );
}
