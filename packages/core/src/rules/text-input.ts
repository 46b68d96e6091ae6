// biome-ignore-all lint/suspicious/noControlCharactersInRegex: matching control characters is the point.

/** C0 controls and DEL: no typed text holds them, and PostgreSQL cannot store NUL at all. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** The same, but tab and line breaks pass: they belong in a message. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  return (options.allowLineBreaks ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text);
}

/**
 * The path (`a.b.0`) of the first string or key anywhere in a JSON value that holds a control
 * character other than tab and line breaks, or null. Checked on every API input before it is parsed,
 * so no field can carry one into the database or a log, whatever its own schema says.
 */
export function findControlCharacter(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value, { allowLineBreaks: true }) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key, { allowLineBreaks: true })) return [...path, '(key)'].join('.');
      const found = findControlCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The longest name a member or subscriber may give. */
export const PERSON_NAME_MAX_LENGTH = 60;

/**
 * What a name looks like: letters (any script, with their accents), and single spaces, hyphens and
 * apostrophes between them, a period only after an initial or at the end — "Marie-Ève O’Neil",
 * "J. R. Smith". No digits, commas or
 * other punctuation, so a name cannot carry a sentence, a phone number or a link into an email.
 */
const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?:[-'’]|\.? )\p{L}[\p{L}\p{M}]*)*\.?$/u;

export function isPersonName(name: string): boolean {
  return name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);
}
