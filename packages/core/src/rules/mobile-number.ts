/** Mobile number and one-time code rules (accounts spec §5 "Mobile number and codes", §9). */
export const MOBILE_NUMBER_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

export const MOBILE_NUMBER_REQUIRED_MESSAGE = 'You have to enter a valid cell number';
export const MOBILE_NUMBER_FORMAT_MESSAGE =
  'The cell number you have provided is not in the correct format of ###-###-####';
export const OTP_CODE_REQUIRED_MESSAGE = 'You have to enter a valid code';
export const AUTHENTICATOR_CODE_REQUIRED_MESSAGE = 'You have to enter the authenticator code';

/**
 * The national digits: non-digits dropped, then the leading country code 1. No area code starts with 1,
 * so repeated leading 1s go too; that keeps formatting stable when the field reformats its own output.
 */
function nationalDigits(input: string): string {
  return input.replace(/\D/g, '').replace(/^1+/, '');
}

/** Formats as the visitor types: '416' → '416', '4165' → '416-5', digits past the tenth are dropped. */
export function formatMobileNumber(input: string): string {
  const digits = nationalDigits(input).slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The field's message, or null when it is shaped ###-###-####. */
export function mobileNumberError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return MOBILE_NUMBER_REQUIRED_MESSAGE;
  return MOBILE_NUMBER_PATTERN.test(trimmed) ? null : MOBILE_NUMBER_FORMAT_MESSAGE;
}

/**
 * '416-555-1234' → '+14165551234' for the SMS provider. Throws on anything that isn't ten digits
 * (after an optional leading 1): sending a code to a guessed number would be worse than failing.
 */
export function toE164(mobile: string): string {
  const digits = nationalDigits(mobile);
  if (digits.length !== 10) throw new RangeError('A mobile number needs 10 digits');
  return `+1${digits}`;
}

/** Only the last four digits, for screens, logs and audit records: '416-555-1234' → '•••-•••-1234'. */
export function maskMobileNumber(mobile: string): string {
  return `•••-•••-${mobile.replace(/\D/g, '').slice(-4)}`;
}

export function otpCodeError(value: string): string | null {
  return value.trim() === '' ? OTP_CODE_REQUIRED_MESSAGE : null;
}

export function authenticatorCodeError(value: string): string | null {
  return value.trim() === '' ? AUTHENTICATOR_CODE_REQUIRED_MESSAGE : null;
}
