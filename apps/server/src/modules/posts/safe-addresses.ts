import { sameSitePath } from '@cardgenius/core/rules';

function isHttpsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** Why an image address cannot be shown (only https URLs and paths on this site can), or null. */
export function imageUrlProblem(url: string): string | null {
  if (sameSitePath(url) !== null || isHttpsUrl(url)) return null;
  return 'Use an https address or a path on this site starting with /.';
}

/** Why a link to another site cannot be shown (only https URLs can), or null. */
export function externalLinkProblem(url: string): string | null {
  return isHttpsUrl(url) ? null : 'Use an https address.';
}
