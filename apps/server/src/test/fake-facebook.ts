import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who the fake's /me answers as: an app-scoped id, and an email only when "Facebook" has one. */
export interface FakeFacebookPerson {
  id: string;
  name: string;
  email?: string;
}

/**
 * A local stand-in for Facebook's login dialog, token endpoint and Graph /me (FACEBOOK_AUTH_BASE), as
 * strict as the real one about what it is sent: the client's id and secret, the code with its PKCE
 * verifier and redirect URI, and the access token with its appsecret_proof.
 */
export async function startFakeFacebook(options: { clientId: string; clientSecret: string }) {
  let person: FakeFacebookPerson = { id: '1000', name: 'Ann Lee', email: 'ann@example.ca' };
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/dialog/oauth') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      if (
        url.searchParams.get('client_id') !== options.clientId ||
        url.searchParams.get('code_challenge_method') !== 'S256'
      ) {
        back.searchParams.set('error', 'invalid_request');
      } else {
        const code = randomUUID();
        codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const form = new URLSearchParams(raw);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const ok =
        grant !== undefined &&
        form.get('client_id') === options.clientId &&
        form.get('client_secret') === options.clientSecret &&
        form.get('redirect_uri') === grant.redirectUri &&
        createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
      if (!ok) return json(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException' } });
      const token = randomUUID();
      tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (request.method === 'GET' && url.pathname === '/me') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const proof = createHmac('sha256', options.clientSecret).update(token).digest('hex');
      if (!tokens.has(token) || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } });
      }
      return json(200, person);
    }
    json(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setPerson(next: FakeFacebookPerson) {
      person = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
