import type { PayoutLine } from './payouts.service';

const COLUMNS = [
  'reference',
  'claim_id',
  'member_email',
  'card',
  'amount',
  'status',
  'payout_method',
  'payout_email',
  'payout_date',
  'paid_at',
] as const;

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe: card names and addresses come from outside.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A payout batch as CSV, one claim a line, for the payments team's transfer tool and records. */
export function payoutCsv(lines: readonly Omit<PayoutLine, 'statusLabel'>[]): string {
  const rows = lines.map((line) =>
    [
      line.reference,
      line.claimId,
      line.memberEmail,
      line.cardName,
      line.amount.toFixed(2),
      line.status,
      line.payoutMethod,
      line.payoutEmail,
      line.payoutDate,
      line.paidAt,
    ]
      .map(cell)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
