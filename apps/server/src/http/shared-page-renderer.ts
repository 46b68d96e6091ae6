import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { torontoDate } from '@cardgenius/core/rules';
import type { Context } from 'hono';
import type { DataVersion } from '../db/data-version';
import type { AppEnv } from './app-env';
import {
  type ContentEncoding,
  type InlineHashes,
  inlineHashes,
  matchesEtag,
  OWN_STATE_PAGE_CACHE_CONTROL,
  type PageVariant,
  pageEtag,
  preferredEncoding,
  RenderCache,
  SHARED_PAGE_CACHE_CONTROL,
  type SharedPage,
} from './shared-pages';

/** A rendered page is kept at most as long as the site content it shows (SITE_CONTENT_TTL_MS). */
export const RENDER_CACHE_TTL_MS = 60_000;
/** About 300 card pages' worth of HTML and its compressed copies: bounded, whatever the URLs asked for. */
export const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Visitors' own states are kept apart, in less: a stream of one-off states (every slider position) can
 * only push out other one-off states, never the pages everyone shares.
 */
export const STATE_RENDER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Smaller bodies are sent as they are (what the compression middleware does too). */
const COMPRESS_FROM_BYTES = 1024;
/** Pages and their data (React Router's `.data` answers are text), and XML such as the RSS feeds. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+xml))/;

const decoder = new TextDecoder();
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The body compressed once for keeping, off the main thread. Brotli at quality 9 and gzip at level 9:
 * both well under the cost of a render, and paid once per kept page instead of on every answer.
 */
async function compressed(body: Uint8Array): Promise<SharedPage['encoded']> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

function compressible(body: Uint8Array, headers: Headers): boolean {
  return body.byteLength >= COMPRESS_FROM_BYTES && COMPRESSIBLE.test(headers.get('content-type') ?? '');
}

/**
 * Answers kept pages (see shared-pages.ts) from this process's render caches, rendering on a miss, one
 * rendering per key however many visitors ask at once. The key holds the data version (any process's
 * edit changes it), the day (what is current follows the calendar), the path with its query and the
 * visitor's state cookies; feature flags are settings (the environment's fixed, the database's moving the
 * data version), so they need no place of their own in it.
 */
export function sharedPageRenderer(options: {
  render: (c: Context<AppEnv>, variant: PageVariant) => Promise<Response>;
  dataVersion: DataVersion;
  contentSecurityPolicy: (hashes: InlineHashes) => string;
  cache?: RenderCache;
  stateCache?: RenderCache;
}) {
  const cache = options.cache ?? new RenderCache({ maxBytes: RENDER_CACHE_MAX_BYTES, ttlMs: RENDER_CACHE_TTL_MS });
  const stateCache =
    options.stateCache ?? new RenderCache({ maxBytes: STATE_RENDER_CACHE_MAX_BYTES, ttlMs: RENDER_CACHE_TTL_MS });
  options.dataVersion.onChange(() => {
    cache.clear();
    stateCache.clear();
  });
  const rendering = new Map<string, Promise<SharedPage>>();

  async function render(c: Context<AppEnv>, key: string, variant: PageVariant): Promise<SharedPage> {
    const response = await options.render(c, variant);
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const html = headers.get('content-type')?.startsWith('text/html') ? decoder.decode(body) : '';
    headers.set('Content-Security-Policy', options.contentSecurityPolicy(inlineHashes(html)));
    // A page that says how it may be kept (private, no-store), sets a cookie, or is not a plain 200
    // (a redirect, not found) is sent as it is and never kept.
    const storable = response.status === 200 && !headers.has('set-cookie') && !headers.has('cache-control');
    const etag = pageEtag(body);
    if (storable) {
      headers.set('Cache-Control', variant.shared ? SHARED_PAGE_CACHE_CONTROL : OWN_STATE_PAGE_CACHE_CONTROL);
      headers.set('ETag', etag);
    } else if (!headers.has('cache-control')) {
      headers.set('Cache-Control', OWN_STATE_PAGE_CACHE_CONTROL);
    }
    headers.append('Vary', 'Cookie');
    if (storable && compressible(body, headers)) headers.append('Vary', 'Accept-Encoding');
    const page: SharedPage = { status: response.status, headers: [...headers], body, etag: storable ? etag : '' };
    if (storable) (variant.shared ? cache : stateCache).set(key, page);
    return page;
  }

  /**
   * A kept page is compressed when it is first asked for again: a page asked for once (a one-off
   * state or query) never pays for it. Until then the compression middleware compresses its answers.
   */
  const compressing = new Map<string, Promise<void>>();
  function compressWhenReused(key: string, page: SharedPage, kept: RenderCache): Promise<void> {
    const pending = compressing.get(key);
    if (pending) return pending;
    const work = compressed(page.body)
      .then((encoded) => {
        page.encoded = encoded;
        kept.resize(key);
      })
      .finally(() => compressing.delete(key));
    compressing.set(key, work);
    return work;
  }

  return {
    cache,
    stateCache,
    async respond(c: Context<AppEnv>, variant: PageVariant): Promise<Response> {
      const url = new URL(c.req.url);
      const key = `${options.dataVersion.current()}|${torontoDate(new Date())}|${url.pathname}${url.search}|${variant.cookie}`;
      const kept = variant.shared ? cache : stateCache;
      let page = kept.get(key);
      if (page && !page.encoded && compressible(page.body, new Headers(page.headers))) {
        await compressWhenReused(key, page, kept);
      }
      if (!page) {
        const pending = rendering.get(key);
        if (pending) {
          page = await pending;
          // Only a page fit for everyone is shared; one that is not (private, a redirect) may depend on
          // who asked (their address), so each visitor waiting for it gets their own.
          if (!page.etag) page = await render(c, key, variant);
        } else {
          const mine = render(c, key, variant).finally(() => rendering.delete(key));
          rendering.set(key, mine);
          page = await mine;
        }
      }
      const headers = new Headers(page.headers);
      if (page.etag && matchesEtag(c.req.header('if-none-match'), page.etag)) {
        // The policy stays: a browser updates the kept page's headers from a 304, and the site's default
        // (nonce) policy would then block the kept page's scripts.
        for (const name of ['content-type', 'content-length']) headers.delete(name);
        return new Response(null, { status: 304, headers });
      }
      const encoding = page.encoded
        ? preferredEncoding(c.req.header('accept-encoding'), Object.keys(page.encoded) as ContentEncoding[])
        : null;
      const body = (encoding && page.encoded?.[encoding]) || page.body;
      if (encoding) headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.byteLength));
      return new Response(body, { status: page.status, headers });
    },
  };
}
