/** A post's identifier as the API takes it: lower-case words joined by single hyphens, at most 120 characters. */
const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isPostSlug = (value: string): boolean => value.length <= 120 && POST_SLUG.test(value);

/**
 * The post a path at the site's root may be (the /blog prefix is optional, accounts spec §2): the
 * catch-all's rest, one segment shaped like a post's slug ('/some-post' or '/some-post/'). Anything else
 * (deeper paths, files, capitals) is no post, and is not looked up.
 */
export function rootPostSlug(rest: string | undefined): string | null {
  const segment = (rest ?? '').replace(/\/$/, '');
  return isPostSlug(segment) ? segment : null;
}

/** A post id as the editors' calls take it (a UUID). */
export const isPostId = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Whether a picture's address is on our own origin: the site's content security policy loads images
 * from nowhere else, and a broken image is worse than none.
 */
export const isSitePath = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
