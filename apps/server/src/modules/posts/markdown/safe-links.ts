import { sameSitePath } from '@cardgenius/core/rules';
import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/** Links to other sites: no access to this page, no referrer, and no endorsement for search engines. */
export const EXTERNAL_LINK_REL = ['noopener', 'noreferrer', 'nofollow'];

const FRAGMENT = /^#[\p{L}\p{N}_-]{1,200}$/u;

/** An absolute https URL without credentials, normalized; or null. */
function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Keeps only links and images a reader can safely follow: an https URL or a path on this site (a
 * fragment too, for links). Anything else — another scheme, a protocol-relative or backslashed address,
 * a relative path — loses its link (the text stays) or, for an image, the image. Links to other sites
 * get `rel="noopener noreferrer nofollow"`. Runs after the sanitizer, on what it let through.
 */
export function safeLinks(options: { siteOrigin: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'a' && parent && index !== undefined) {
        const href = typeof node.properties.href === 'string' ? node.properties.href : '';
        const target = linkTarget(href, options.siteOrigin);
        if (target === null) {
          // A link that may not be followed keeps its text, unlinked.
          parent.children.splice(index, 1, ...node.children);
          return index;
        }
        node.properties.href = target.href;
        if (target.external) node.properties.rel = [...EXTERNAL_LINK_REL];
        return;
      }
      if (node.tagName === 'img' && parent && index !== undefined) {
        const src = typeof node.properties.src === 'string' ? node.properties.src : '';
        const url = httpsUrl(src);
        const kept = url ? url.href : sameSitePath(src);
        if (kept === null) {
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        node.properties.src = kept;
        node.properties.loading = 'lazy';
      }
      return undefined;
    });
  };
}

function linkTarget(href: string, siteOrigin: string): { href: string; external: boolean } | null {
  if (FRAGMENT.test(href)) return { href, external: false };
  const url = httpsUrl(href);
  if (url) return { href: url.href, external: url.origin !== siteOrigin };
  const path = sameSitePath(href);
  return path === null ? null : { href: path, external: false };
}
