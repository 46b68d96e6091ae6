/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes
 * doubled, lines end with CRLF. A text field starting with =, +, -, @, tab or carriage return is
 * prefixed with an apostrophe, so a spreadsheet shows it instead of running it as a formula (OWASP
 * CSV injection); numbers are written as they are.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
