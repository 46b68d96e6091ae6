/**
 * The register form's email pattern (accounts spec §5): the classic
 * `^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$`, rewritten to accept the same addresses without
 * catastrophic backtracking. Each separator is now required between word runs, so there is only one
 * way to split a run of word characters, and the trailing `(\.\w{2,3})+` becomes one final group
 * (earlier short groups are already covered by the domain's `[.-]\w+` repeats).
 * Like the original, the last label has 2-3 characters, so e.g. '.info' addresses are refused.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** How addresses are compared and stored: surrounding spaces removed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * QA test addresses (§6) skip mobile verification: the local part ends in '.qatest' or '-qatest' and
 * optional digits. (Not '+qa': the register pattern of §5 has no '+', so such an address could not sign up.)
 */
export const QA_ADDRESS_PATTERN = /^[^@]*[.-]qatest\d*@[^@]+$/i;

export function isQaAddress(email: string): boolean {
  return QA_ADDRESS_PATTERN.test(email.trim());
}
