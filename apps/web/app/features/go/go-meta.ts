import type { MetaDescriptor } from 'react-router';
import { siteFromMatches } from '../../lib/seo';

/**
 * Title and `noindex` for the go-link screens: they are steps on the way to a bank, not pages worth a
 * search result. Outside production the document already says noindex (root.tsx), so only once.
 */
export function goPageMeta(args: { matches: Parameters<typeof siteFromMatches>[0] }, title: string): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  return [
    { title: `${title} | ${site?.brandName ?? ''}` },
    ...(site?.isProduction ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
}
