import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVER_ROOT } from '../paths';

/** Two `#` comment lines, then the 10,000 most common passwords, lower-cased, one a line. */
export const COMMON_PASSWORDS_FILE = resolve(SERVER_ROOT, 'data/common-passwords.txt');

let common: Set<string> | undefined;

/** Read on first use (about 80 kB), then kept: a blocklist check must not cost a disk read each time. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** True for a password on the common-passwords list (NIST 800-63B blocklist), whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
