import { AUTH_CONTEXTS, type AuthContext } from '@cardgenius/core/contract';
import { isSocialProvider, type SocialProvider } from '@cardgenius/core/rules';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { cookiesAreSecure } from '../auth/auth-cookies';
import type { FlowSecrets } from './social-providers';

/**
 * One social sign-in in progress, kept in the browser that started it: sealed (AES-GCM under a key
 * of its own derived from AUTH_SECRET, so it can be neither read nor altered), HttpOnly, sent only to
 * /auth/, and good for 10 minutes. The callback accepts a provider's answer only with this cookie.
 */
export const SOCIAL_FLOW_COOKIE = 'socialSignIn';
const PURPOSE = 'social-sign-in-flow';
const COOKIE_PATH = '/auth/';
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000;

export interface SocialFlow extends FlowSecrets {
  provider: SocialProvider;
  /** Where sign-in ends (a same-site path, checked when the flow started), or null for the default. */
  redirect: string | null;
  /** Where the widget was opened (GeniusCash, saving a card…): a new member's origin. */
  context: AuthContext;
  expiresAt: number;
}

function cookieOptions(deps: AppDeps) {
  // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
  return { path: COOKIE_PATH, httpOnly: true, secure: cookiesAreSecure(deps), sameSite: 'Lax' as const };
}

export function setFlowCookie(c: Context<AppEnv>, deps: AppDeps, flow: SocialFlow): void {
  setCookie(c, SOCIAL_FLOW_COOKIE, sealSecret(JSON.stringify(flow), deps.authSecret, PURPOSE), {
    ...cookieOptions(deps),
    maxAge: SOCIAL_FLOW_TTL_MS / 1000,
  });
}

/**
 * The flow this browser started with this provider, still fresh, or null; the cookie is removed
 * either way, so each flow's answer is used at most once.
 */
export function takeFlowCookie(c: Context<AppEnv>, deps: AppDeps, provider: SocialProvider): SocialFlow | null {
  const sealed = getCookie(c, SOCIAL_FLOW_COOKIE);
  if (sealed === undefined) return null;
  deleteCookie(c, SOCIAL_FLOW_COOKIE, cookieOptions(deps));
  try {
    const flow = JSON.parse(openSecret(sealed, deps.authSecret, PURPOSE)) as Partial<SocialFlow>;
    const valid =
      isSocialProvider(flow.provider) &&
      flow.provider === provider &&
      typeof flow.state === 'string' &&
      typeof flow.nonce === 'string' &&
      typeof flow.codeVerifier === 'string' &&
      (flow.redirect === null || typeof flow.redirect === 'string') &&
      AUTH_CONTEXTS.some((context) => context === flow.context) &&
      typeof flow.expiresAt === 'number' &&
      flow.expiresAt > Date.now();
    return valid ? (flow as SocialFlow) : null;
  } catch {
    return null;
  }
}
