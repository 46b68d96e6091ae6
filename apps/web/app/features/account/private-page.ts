import type { MetaDescriptor } from 'react-router';
import { siteFromMatches } from '../../lib/seo';

/** Private pages (a member's own, the outbox) are never stored by a browser cache or a shared proxy. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** The route `headers` export of the member pages and the development outbox. */
export function privatePageHeaders(): Headers {
  return new Headers(PRIVATE_PAGE_HEADERS);
}

/**
 * Title and `noindex` for a private page. Outside production the document already carries a
 * site-wide noindex (root.tsx), so it is added here only in production, never twice.
 */
export function privatePageMeta(
  args: { matches: Parameters<typeof siteFromMatches>[0] },
  title: string,
): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  return [
    { title: `${title} | ${site?.brandName ?? ''}` },
    ...(site?.isProduction ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
}
