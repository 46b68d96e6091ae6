/** Password rules shared by register and reset (accounts spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Not in the spec: a ceiling so hashing cost stays bounded; over it the size rule fails too. */
export const PASSWORD_MAX_LENGTH = 128;

/** Exactly the spec's list; anything else (a space, ~, `) does not count as special. */
export const PASSWORD_SPECIAL_CHARACTERS = [
  '!',
  '@',
  '$',
  '^',
  '%',
  '&',
  '*',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  '?',
  ',',
  '.',
  '/',
  '\\',
  ';',
  "'",
  ':',
  '"',
  '|',
  '-',
  '_',
  '=',
  '+',
  '#',
] as const;

const SPECIAL = new Set<string>(PASSWORD_SPECIAL_CHARACTERS);

/** Each flag is true when its rule FAILS, as the live checklist and the form's state expect. */
export interface PasswordFlags {
  size: boolean;
  lower: boolean;
  upper: boolean;
  number: boolean;
  special: boolean;
  compare: boolean;
}

/** The rules the checklist lists; `compare` is shown beside the confirmation field instead. */
export type PasswordRule = Exclude<keyof PasswordFlags, 'compare'>;

const NO_FLAGS: Readonly<PasswordFlags> = {
  size: false,
  lower: false,
  upper: false,
  number: false,
  special: false,
  compare: false,
};

/**
 * The six flags of §5. Lengths count UTF-16 units like the input's minlength and the API's limit.
 * Letters count in any script (é, Ø), so non-English passwords aren't wrongly refused; digits are 0-9.
 * An empty password clears every flag (the form shows nothing until typing starts).
 */
export function checkPassword(password: string, confirmation?: string): PasswordFlags {
  if (password === '') return { ...NO_FLAGS };
  return {
    size: password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH,
    lower: !/\p{Ll}/u.test(password),
    upper: !/\p{Lu}/u.test(password),
    number: !/[0-9]/.test(password),
    special: !Array.from(password).some((character) => SPECIAL.has(character)),
    compare: confirmation !== undefined && confirmation !== password,
  };
}

/** True only for a non-empty password with no flag set (length within 8..128 and matching). */
export function isPasswordAcceptable(password: string, confirmation?: string): boolean {
  if (password === '') return false;
  const flags = checkPassword(password, confirmation);
  return !Object.values(flags).some(Boolean);
}

/** The live checklist, in display order; an item is green while its flag is false. */
export const PASSWORD_REQUIREMENTS: readonly { flag: PasswordRule; label: string }[] = [
  { flag: 'size', label: `At least ${PASSWORD_MIN_LENGTH} characters` },
  { flag: 'lower', label: 'One lowercase letter' },
  { flag: 'upper', label: 'One uppercase letter' },
  { flag: 'number', label: 'One number' },
  { flag: 'special', label: 'One special character (! @ $ % & * ...)' },
];

/** The collapsible "Password best practices" tips (NIST SP 800-63B in plain words). */
export const PASSWORD_BEST_PRACTICES: readonly string[] = [
  'Use a long passphrase: several unrelated words are easier to remember and harder to guess.',
  'Never reuse a password from another site.',
  'Use a password manager to create and keep your passwords.',
  'Avoid personal details such as names, birthdays or addresses.',
  'Avoid common words, keyboard patterns like "qwerty" and simple swaps like "P@ssw0rd".',
];
