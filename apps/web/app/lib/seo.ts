import { LOCALE, type PublicSiteConfig } from '@cardgenius/core';
import type { MetaDescriptor } from 'react-router';

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The public site settings from the root loader, for meta functions. */
export function siteFromMatches(matches: MetaArgs['matches']): PublicSiteConfig | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { site?: PublicSiteConfig } | undefined;
  return root?.site;
}

/**
 * Title with the brand as a suffix, description, canonical URL and Open Graph basics
 * (shell-and-browsing §2.3). `title: null` gives the brand alone, for the home page.
 */
export function pageMeta(args: MetaArgs, page: { title: string | null; description: string }): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const brand = site?.brandName ?? '';
  const title = page.title ? `${page.title} | ${brand}` : brand;
  const canonical = `${site?.siteUrl ?? ''}${args.location.pathname === '/' ? '/' : args.location.pathname.replace(/\/+$/, '')}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: LOCALE },
  ];
}
