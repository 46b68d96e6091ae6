import { AUTH_CONTEXTS, type AuthContext } from '@cardgenius/core/contract';
import {
  isSocialProvider,
  type SocialProvider,
  type SocialSignInError,
  safeRedirectPath,
  socialCallbackPath,
} from '@cardgenius/core/rules';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../lib/app-error';
import { EVERYONE } from '../../lib/rate-limit';
import { RATE_LIMITS } from '../auth/rate-limit-rules';
import { SOCIAL_FLOW_TTL_MS, setFlowCookie, takeFlowCookie } from './social-flow-cookie';
import { createSocialProviders, newFlowSecrets, type SocialProviderClient } from './social-providers';
import { signInWithProfile } from './social-sign-in.service';

type Ctx = Context<AppEnv>;

/** The login page with a message chosen by code (the page has the sentences). */
export const loginWithError = (error: SocialSignInError) => `/login?socialError=${error}`;

/** The login page once signed in: it takes the member through the steps after a password sign-in. */
export function loginToContinue(provider: SocialProvider, redirect: string | null): string {
  const query = new URLSearchParams({ socialSignIn: provider });
  if (redirect) query.set('redirect', redirect);
  return `/login?${query}`;
}

function away(c: Ctx, location: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.redirect(location, 303);
}

/** A form post from another site is refused: only our own pages start a sign-in. */
function isCrossSite(c: Ctx, siteOrigin: string): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== siteOrigin && origin !== new URL(c.req.url).origin) return true;
  return c.req.header('sec-fetch-site') === 'cross-site';
}

async function formFields(c: Ctx): Promise<{ redirect: string | null; context: AuthContext }> {
  let body: Record<string, unknown> = {};
  try {
    body = await c.req.parseBody();
  } catch {
    // An unreadable body starts a plain sign-in.
  }
  const redirect = safeRedirectPath(body.redirect, '');
  const context = AUTH_CONTEXTS.find((known) => known === body.context) ?? 'site';
  return { redirect: redirect || null, context };
}

/** The names of an error from openid-client or fetch, for the log: never its message's data, tokens or codes. */
function errorSummary(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = (error as { code?: unknown }).code;
  return { error: error.name, ...(typeof code === 'string' ? { errorCode: code } : {}) };
}

/**
 * Social sign-in (accounts spec §2: /auth/google and /auth/facebook), outside /api/v2 because these
 * are browser navigations, not JSON calls (docs/decisions/0015-social-sign-in.md):
 * - POST /auth/{provider}: the login and register screens' button; sets the flow cookie, sends the
 *   browser to the provider. Nothing else is stored.
 * - GET /auth/{provider}: an old link; goes to the login page, changing nothing.
 * - GET /auth/{provider}/callback: the provider's answer, checked against the flow cookie (state, PKCE
 *   verifier, nonce); signs the member in and sends them on, or back to login with a message.
 */
export function mountSocialSignIn(app: Hono<AppEnv>, deps: AppDeps): void {
  const providers = createSocialProviders(deps.env);
  const siteOrigin = new URL(deps.env.SITE_URL).origin;
  const clientFor = (name: string | undefined): SocialProviderClient | undefined =>
    isSocialProvider(name) ? providers.get(name) : undefined;
  const redirectUri = (provider: SocialProvider) => `${deps.env.SITE_URL}${socialCallbackPath(provider)}`;

  app.post('/auth/:provider', async (c) => {
    if (isCrossSite(c, siteOrigin)) return c.text('Sign-in can only be started from this site.', 403);
    const client = clientFor(c.req.param('provider'));
    if (!client) return away(c, loginWithError('unavailable'));
    const { redirect, context } = await formFields(c);
    const secrets = newFlowSecrets();
    let destination: URL;
    try {
      destination = await client.authorizationUrl({ redirectUri: redirectUri(client.provider), secrets });
    } catch (error) {
      c.get('logger').warn({ provider: client.provider, ...errorSummary(error) }, 'social sign-in could not start');
      return away(c, loginWithError('unavailable'));
    }
    setFlowCookie(c, deps, {
      provider: client.provider,
      ...secrets,
      redirect,
      context,
      expiresAt: Date.now() + SOCIAL_FLOW_TTL_MS,
    });
    return away(c, destination.href);
  });

  app.get('/auth/:provider', (c) => away(c, '/login'));

  app.get('/auth/:provider/callback', clientAddress(deps.env.TRUST_PROXY), async (c) => {
    const client = clientFor(c.req.param('provider'));
    if (!client) return away(c, loginWithError('unavailable'));
    const flow = takeFlowCookie(c, deps, client.provider);
    const query = new URL(c.req.url).searchParams;
    if (query.has('error')) return away(c, loginWithError('denied'));
    // No flow in this browser, an old one, or the answer to another browser's flow (login CSRF).
    if (!flow || query.get('state') !== flow.state || !query.get('code')) {
      c.get('logger').info({ provider: client.provider, hadFlow: flow !== null }, 'social sign-in answer refused');
      return away(c, loginWithError('expired'));
    }
    try {
      await deps.rateLimiter.consume(RATE_LIMITS.socialSignInPerIp, c.get('clientIp'));
      await deps.rateLimiter.consume(RATE_LIMITS.socialSignInEveryone, EVERYONE);
      const callbackUrl = new URL(redirectUri(client.provider));
      callbackUrl.search = query.toString();
      const profile = await client.profile({ callbackUrl, secrets: flow });
      const outcome = await signInWithProfile(c, deps, {
        provider: client.provider,
        profile,
        context: flow.context,
      });
      if (!outcome.ok) return away(c, loginWithError(outcome.error));
      return away(c, loginToContinue(client.provider, flow.redirect));
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return away(c, loginWithError('too-many'));
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        return away(c, loginWithError('unavailable'));
      c.get('logger').warn({ provider: client.provider, ...errorSummary(error) }, 'social sign-in failed');
      return away(c, loginWithError('failed'));
    }
  });
}
