import { fieldForPath, readCardForm } from '@cardgenius/core/catalogue';
import { isApiError } from '@cardgenius/core/contract';

/** What the last action on the card page did, and a message per field when it was refused. */
export interface CardEditResult {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');

/** The card and the source of its figures, as the editor's form holds them. */
export function readCardEdit(form: FormData) {
  const { card, errors } = readCardForm((path) => {
    const value = form.get(path);
    return typeof value === 'string' ? value : null;
  });
  const sourceUrl = text(form.get('source.sourceUrl'));
  const asOf = text(form.get('source.asOf'));
  const note = text(form.get('source.note'));
  const source = sourceUrl || asOf || note ? { sourceUrl, asOf, note: note || null } : null;
  return { card, source, errors };
}

/**
 * A refusal as the page shows it: the API's message, and each field message on the input it is about
 * (a message inside a list goes on the list's text area; the source's on the source's inputs).
 */
export function refusedEdit(error: unknown): CardEditResult | null {
  if (!isApiError(error)) return null;
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const field = path === 'source' || path.startsWith('source.') ? path : (fieldForPath(path) ?? 'card');
    fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${message}` : message;
  }
  return { ok: false, message: error.message, fieldErrors };
}
