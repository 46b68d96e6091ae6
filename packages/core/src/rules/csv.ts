/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, lines ended by CRLF. A
 * cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that
 * hides one) is prefixed with an apostrophe, so an exported value never executes when opened (OWASP
 * CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value == null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A header row and the rows under it, as one CSV text. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]) {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
