import { COMPARE_MAX, COMPARE_QUERY_PARAM } from '@cardgenius/core/filters';
import { formatFee } from '../../lib/format';
import { paths } from '../../lib/paths';

/**
 * The compare tool with these cards chosen (`/credit-cards?compare=a,b`): it takes up to four
 * distinct slugs, so only the first four are sent. Null for fewer than two: nothing to compare.
 */
export function compareLinkFor(slugs: readonly string[]): string | null {
  const chosen = [...new Set(slugs)].slice(0, COMPARE_MAX);
  if (chosen.length < 2) return null;
  return `${paths.creditCards()}?${COMPARE_QUERY_PARAM}=${chosen.map(encodeURIComponent).join(',')}`;
}

/** A saved card's annual fee in words. */
export function annualFeeText(fee: number | null): string {
  if (fee === null) return 'Annual fee not known';
  if (fee === 0) return 'No annual fee';
  return `${formatFee(fee)} annual fee`;
}
