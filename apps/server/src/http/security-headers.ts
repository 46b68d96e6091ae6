import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import type { InlineHashes } from './shared-pages';

export interface SecurityHeaderOptions {
  production: boolean;
  devServer?: boolean;
  /** Other origins a form may lead to (through a redirect): the social sign-in providers' pages. */
  formActionOrigins?: readonly string[];
}

type InlineSource = string | typeof NONCE;

/** The policy's directives, with the sources allowed for inline scripts and styles left to the caller. */
function policyDirectives(options: SecurityHeaderOptions, inline: { scripts: InlineSource[]; styles: InlineSource[] }) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inline.scripts],
    styleSrc: ["'self'", ...inline.styles],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    // Vite's hot reload talks over a WebSocket in development.
    connectSrc: options.devServer ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...(options.formActionOrigins ?? [])],
    ...(options.production ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Security headers on every response. Scripts run only from our origin or with this request's nonce
 * (no 'unsafe-inline' scripts); inline style attributes are allowed for layout (no script risk). A
 * response that sets its own policy keeps it: a shared page allows its inline scripts by their hashes
 * (`hashedContentSecurityPolicy`), since a nonce cannot be kept in a cache. The build's own scripts and
 * styles carry only the headers that apply to them.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const headers = documentHeaders(options);
  return async (c, next) => {
    await headers(c, next);
    if (!c.req.path.startsWith(BUILD_ASSETS_PREFIX)) return;
    // A missing file answers with a page, which keeps them all.
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
  };
}

/** Where the web build's hashed scripts and styles are served. */
const BUILD_ASSETS_PREFIX = '/assets/';

/**
 * Headers that govern a document (what it may load, frame, open or send as referrer) and mean nothing
 * on a script or style sheet. The build's files keep `nosniff`, the resource policy and HSTS; dropping
 * the rest takes about 1 KB off each of the 20–35 files a page loads, most of them under 2 KB.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

function documentHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: policyDirectives(options, { scripts: [NONCE], styles: [NONCE] }),
    strictTransportSecurity: options.production ? 'max-age=63072000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    overwrite: false,
  });
}

/** The same policy, allowing exactly the inline scripts and the inline styles whose hashes are given ('sha256-…'). */
export function hashedContentSecurityPolicy(options: SecurityHeaderOptions, hashes: InlineHashes): string {
  const quoted = (list: readonly string[]) => list.map((hash) => `'${hash}'`);
  const directives = policyDirectives(options, { scripts: quoted(hashes.scripts), styles: quoted(hashes.styles) });
  return Object.entries(directives)
    .map(([name, sources]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return sources.length > 0 ? `${directive} ${sources.join(' ')}` : directive;
    })
    .join('; ');
}
