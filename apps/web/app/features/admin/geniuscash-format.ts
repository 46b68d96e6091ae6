import { SITE_TIME_ZONE } from '@cardgenius/core/rules';

/** Dollars as the admin screens show them: '$125' or '$99.50'. */
export function dollars(amount: number): string {
  return amount.toLocaleString('en-CA', {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** A moment as staff read it, in Toronto, where the site's business day is kept. */
export function torontoTime(iso: string): string {
  return new Date(iso).toLocaleString('en-CA', {
    timeZone: SITE_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
