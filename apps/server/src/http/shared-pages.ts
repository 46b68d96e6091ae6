import { createHash } from 'node:crypto';
import {
  FILTER_COOKIE_NAMES,
  PAGE_STATE_COOKIES,
  PROVINCE_COOKIE,
  WALLET_COOKIE,
} from '@cardgenius/core/contract/names';

/**
 * Pages rendered once and kept (docs/decisions/0018). A request without credentials whose page depends
 * only on its path, its query and the visitor's filter and province cookies is rendered from those alone
 * (other cookies stripped, no per-request nonce), so one rendering serves everyone who asks the same:
 * the default state's page is shared (this process, and any CDN in front), a visitor's own state is
 * kept per state (many visitors share a province or a quiz's answer), private to the browser. Each is
 * revalidated with its ETag.
 */

/** Browsers revalidate every time (a 304 costs one round trip); a shared cache keeps the page a minute. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page for one visitor (their own state, no member data): theirs to keep, revalidated every time. */
export const OWN_STATE_PAGE_CACHE_CONTROL = 'private, no-cache';

const STATE_COOKIES = new Set<string>(PAGE_STATE_COOKIES);
/** The state cookies a kept page may be rendered from: preferences (the held cards too), never credentials or a redirect. */
const KEYED_STATE_COOKIES = new Set<string>([...FILTER_COOKIE_NAMES, PROVINCE_COOKIE, WALLET_COOKIE]);

/**
 * What a kept page is rendered from beyond its URL: `cookie` holds the visitor's state cookies (each
 * name's first value, as pages read them, in name order), empty for the shared default-state page.
 */
export interface PageVariant {
  shared: boolean;
  cookie: string;
}

/** The variant of a request whose page can be kept (see above), or null when it must be rendered for it alone. */
export function keptPageVariant(request: Request, cookieHeader: string | undefined): PageVariant | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  if (new URL(request.url).searchParams.has('state')) return null;
  const state = new Map<string, string>();
  for (const part of cookieHeader?.split(';') ?? []) {
    const at = part.indexOf('=');
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (!STATE_COOKIES.has(name)) continue;
    if (!KEYED_STATE_COOKIES.has(name)) return null;
    if (at >= 0 && !state.has(name)) state.set(name, part.slice(at + 1).trim());
  }
  const cookie = [...state]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { shared: state.size === 0, cookie };
}

/** The request as a visitor with only these cookies (none when empty) makes it: what a kept page is rendered from. */
export function withOnlyCookies(request: Request, cookie: string): Request {
  if ((request.headers.get('cookie') ?? '') === cookie) return request;
  const headers = new Headers(request.headers);
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers });
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The CSP hashes ('sha256-…') of a page's inline scripts and of its inline styles, each once, in page order. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, element, attributes, content] of html.matchAll(INLINE_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !content) continue;
    const hash = `sha256-${createHash('sha256').update(content).digest('base64')}`;
    (element?.toLowerCase() === 'style' ? styles : scripts).add(hash);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** A weak validator of the page's bytes: it changes exactly when what the visitor would see changes. */
export function pageEtag(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

export interface SharedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The body compressed once when kept, so a kept page costs no compression per request. */
  encoded?: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
}

export type ContentEncoding = 'br' | 'gzip';
/** Ours first: brotli is the smaller where the browser takes it. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** The encoding to send from those available, by the request's `Accept-Encoding` (q=0 refuses one). */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(coding);
  }
  return (
    ENCODINGS.find((encoding) => available.includes(encoding) && (accepted.has(encoding) || accepted.has('*'))) ?? null
  );
}

/** The bytes a kept page holds in memory: its body and each compressed copy. */
export function pageBytes(page: SharedPage): number {
  let bytes = page.body.byteLength;
  for (const encoded of Object.values(page.encoded ?? {})) bytes += encoded.byteLength;
  return bytes;
}

/**
 * Rendered kept pages of one process, keyed by what they depend on (path and query, data version,
 * feature flags, the day), each kept `ttlMs` at most, least recently used first out past `maxBytes`.
 */
export class RenderCache {
  private readonly pages = new Map<string, { page: SharedPage; expiresAt: number; bytes: number }>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly options: { maxBytes: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  get(key: string): SharedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      if (entry) this.delete(key);
      this.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, entry);
    this.hits++;
    return entry.page;
  }

  set(key: string, page: SharedPage): void {
    const bytes = pageBytes(page);
    if (bytes > this.options.maxBytes) return;
    this.delete(key);
    this.pages.set(key, { page, expiresAt: this.now() + this.options.ttlMs, bytes });
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Counts a kept page's bytes again after it changed in place (compressed copies added). */
  resize(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.bytes += pageBytes(entry.page) - entry.bytes;
    entry.bytes = pageBytes(entry.page);
    this.evict();
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }
}
