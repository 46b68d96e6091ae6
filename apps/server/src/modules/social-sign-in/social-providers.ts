import { createHmac } from 'node:crypto';
import type { ProviderProfile, SocialProvider } from '@cardgenius/core/rules';
import * as oidc from 'openid-client';
import type { Env } from '../../env';

/** What the browser's flow cookie keeps between leaving for the provider and coming back. */
export interface FlowSecrets {
  state: string;
  /** OpenID Connect only: the ID token must carry it back. */
  nonce: string;
  codeVerifier: string;
}

/** One provider as the routes use it: where to send the browser, and who came back. */
export interface SocialProviderClient {
  provider: SocialProvider;
  /** The origin of the authorization page: the page's form posts lead there (CSP form-action). */
  authorizationOrigin: string;
  authorizationUrl(options: { redirectUri: string; secrets: FlowSecrets }): Promise<URL>;
  /** Exchanges the code (with the PKCE verifier) and reads the person; throws on anything that does not check out. */
  profile(options: { callbackUrl: URL; secrets: FlowSecrets }): Promise<ProviderProfile>;
}

const TIMEOUT_SECONDS = 10;
/** Facebook's Graph API version: each is supported for at least two years after its release. */
const FACEBOOK_GRAPH_VERSION = 'v23.0';

/** A plain-http provider is allowed only outside production (env.ts refuses it there): local fakes in tests. */
function requestOptions(url: string): { execute?: Array<(config: oidc.Configuration) => void>; timeout: number } {
  return url.startsWith('http:')
    ? { execute: [oidc.allowInsecureRequests], timeout: TIMEOUT_SECONDS }
    : { timeout: TIMEOUT_SECONDS };
}

/** Google (OpenID Connect): endpoints and keys by discovery, read once and kept; a failed read is tried again next time. */
function googleClient(env: Env, clientId: string, clientSecret: string): SocialProviderClient {
  const issuer = new URL(env.GOOGLE_ISSUER_URL);
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, clientId, clientSecret, undefined, requestOptions(issuer.href))
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    provider: 'google',
    authorizationOrigin: issuer.origin,
    async authorizationUrl({ redirectUri, secrets }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
    },
    async profile({ callbackUrl, secrets }) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('Google answered without an ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google's claim; only a literal true counts.
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

/**
 * Facebook (OAuth 2, not OpenID Connect on the web): the code is exchanged for an access token, and the
 * person read from the Graph API's /me. Facebook lists on a profile, and so returns with the `email`
 * permission, only an address its owner has confirmed; no address (a phone-only account) means no link.
 */
function facebookClient(env: Env, clientId: string, clientSecret: string): SocialProviderClient {
  const base = env.FACEBOOK_AUTH_BASE?.replace(/\/+$/, '');
  const dialogBase = base ?? `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}`;
  const graphBase = base ?? `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`;
  const configuration = new oidc.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: `${dialogBase}/dialog/oauth`,
      token_endpoint: `${graphBase}/oauth/access_token`,
    },
    clientId,
    clientSecret,
    oidc.ClientSecretPost(clientSecret),
  );
  configuration.timeout = TIMEOUT_SECONDS;
  if (graphBase.startsWith('http:')) oidc.allowInsecureRequests(configuration);
  return {
    provider: 'facebook',
    authorizationOrigin: new URL(dialogBase).origin,
    async authorizationUrl({ redirectUri, secrets }) {
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        state: secrets.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile({ callbackUrl, secrets }) {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
      });
      const me = new URL(`${graphBase}/me`);
      me.searchParams.set('fields', 'id,name,email');
      // Proves the call comes from the app's server (Facebook's "Require App Secret" setting).
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', clientSecret).update(tokens.access_token).digest('hex'),
      );
      const response = await fetch(me, {
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
      });
      if (!response.ok) throw new Error(`Facebook /me answered ${response.status}`);
      const body = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
      if (typeof body.id !== 'string' || body.id === '') throw new Error('Facebook /me answered without an id');
      const email = typeof body.email === 'string' && body.email !== '' ? body.email : undefined;
      return {
        subject: body.id,
        email,
        emailVerified: email !== undefined,
        name: typeof body.name === 'string' ? body.name : undefined,
      };
    },
  };
}

/** The providers whose credentials are configured, in the order the buttons show. */
export function createSocialProviders(env: Env): Map<SocialProvider, SocialProviderClient> {
  const clients = new Map<SocialProvider, SocialProviderClient>();
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    clients.set('google', googleClient(env, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET));
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    clients.set('facebook', facebookClient(env, env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET));
  }
  return clients;
}

/** Which providers the page may offer (the global data's `socialSignIn`). */
export function configuredSocialProviders(env: Env): SocialProvider[] {
  return [...createSocialProviders(env).keys()];
}

/** Fresh random values for one flow (each 256 bits, from openid-client's generators). */
export function newFlowSecrets(): FlowSecrets {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}
