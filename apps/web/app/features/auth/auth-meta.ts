import type { MetaDescriptor } from 'react-router';
import { pageMeta, siteFromMatches } from '../../lib/seo';

type MetaArgs = Parameters<typeof pageMeta>[0];

/** Title and description of an account page, kept out of search results (they hold no content). */
export function authPageMeta(args: MetaArgs, page: { title: string; description: string }): MetaDescriptor[] {
  const meta = pageMeta(args, page);
  // Outside production the document already says noindex for every page.
  return siteFromMatches(args.matches)?.isProduction ? [...meta, { name: 'robots', content: 'noindex' }] : meta;
}
