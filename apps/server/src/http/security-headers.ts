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
 * (`hashedContentSecurityPolicy`), since a nonce cannot be kept in a cache.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
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
