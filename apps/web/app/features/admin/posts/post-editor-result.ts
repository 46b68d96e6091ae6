import { isApiError } from '@cardgenius/core/contract';

/** What the last action on the post editor did, and a message per input when it was refused. */
export interface PostEditResult {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
}

/** The input a message of the API is about: a list's item goes on the list's input. */
export function postInputFor(path: string): string {
  if (path.startsWith('featuredImage.url')) return 'imageUrl';
  if (path.startsWith('featuredImage')) return 'imageAlt';
  const [first] = path.split('.');
  return first ?? path;
}

/** A refusal as the editor shows it: the API's message, and each field's message on its input. */
export function refusedPostEdit(error: unknown): PostEditResult | null {
  if (!isApiError(error)) return null;
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const input = postInputFor(path);
    fieldErrors[input] = fieldErrors[input] ? `${fieldErrors[input]} ${message}` : message;
  }
  return { ok: false, message: error.message, fieldErrors };
}
