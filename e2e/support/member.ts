import { randomUUID } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BrowserContext } from 'playwright-core';

/** A password that passes every rule of accounts spec §5 and the server's common-password check. */
export const MEMBER_PASSWORD = 'Maple-Syrup-42!';

/** A member registered, confirmed and signed in through the API, with the cookies of that session. */
export interface TestMember {
  name: string;
  email: string;
  password: string;
  /** The HttpOnly session token and the CSRF token beside it. */
  authToken: string;
  csrfToken: string;
}

/** A solved captcha payload for the server's own challenge (ALTCHA v2, as the site's widget sends it). */
export async function captchaCode(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/captcha/challenge`);
  if (!response.ok) throw new Error(`captcha challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  // The server's challenges use SHA-256 (apps/server/src/lib/captcha.ts).
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let visitor = 0;

/**
 * Each API-made member comes from its own address (the test server trusts X-Forwarded-For), so the
 * per-IP sign-up and sign-in limits stay with the browser tests that exercise them.
 */
function anotherVisitor(): string {
  visitor++;
  return `203.0.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': anotherVisitor(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** The token of the newest `/confirm-email/<token>` link emailed to `email` (the outbox, outside production). */
async function confirmationCode(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v2/dev/outbox?to=${encodeURIComponent(email)}`);
    if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    for (const message of messages) {
      const code = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation email reached ${email} in 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function sessionCookies(response: Response): { authToken: string; csrfToken: string } {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  if (!cookies.authToken || !cookies.csrfToken) throw new Error('login set no session cookies');
  return { authToken: cookies.authToken, csrfToken: cookies.csrfToken };
}

/**
 * Registers a new member through the API, confirms the address with the emailed link (read from the
 * outbox) and signs in. Each call makes a new address; the server allows 10 registrations an hour per
 * IP address, so test files share one member where they can.
 */
export async function registerMember(
  baseUrl: string,
  options: { name?: string; email?: string; password?: string } = {},
): Promise<TestMember> {
  const name = options.name ?? 'Alex Tremblay';
  const email = options.email ?? `member-${randomUUID().slice(0, 8)}@example.ca`;
  const password = options.password ?? MEMBER_PASSWORD;
  const registered = await postJson(`${baseUrl}/api/v2/user/register`, {
    name,
    email,
    password1: password,
    password2: password,
    marketingOptIn: false,
    terms: true,
    origin: 'site',
    captchaCode: await captchaCode(baseUrl),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const code = await confirmationCode(baseUrl, email);
  // Not from the registering browser (no registrationDevice cookie here): the password shows it is the registrant.
  const confirmed = await postJson(`${baseUrl}/api/v2/user/confirm-email`, { code, password });
  if (confirmed.status !== 200) throw new Error(`confirm-email answered ${confirmed.status}`);
  return { name, email, password, ...(await signIn(baseUrl, email, password)) };
}

/** A new session for an existing member (its cookies). */
export async function signIn(
  baseUrl: string,
  email: string,
  password = MEMBER_PASSWORD,
): Promise<{ authToken: string; csrfToken: string }> {
  const response = await postJson(`${baseUrl}/api/v2/user/login`, {
    email,
    password,
    captchaCode: await captchaCode(baseUrl),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return sessionCookies(response);
}

/** Puts the member's session into a browser context, as the login page would have left it. */
export async function signInContext(context: BrowserContext, baseUrl: string, member: TestMember): Promise<void> {
  await context.addCookies([
    { name: 'authToken', value: member.authToken, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: 'csrfToken', value: member.csrfToken, url: baseUrl, sameSite: 'Lax' },
  ]);
}

/**
 * An API call as the member's browser makes it (session cookie and CSRF header), answering the JSON
 * body; throws on any status other than 2xx.
 */
export async function memberApi<T = unknown>(
  baseUrl: string,
  member: TestMember,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v2${path}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie: `authToken=${member.authToken}; csrfToken=${member.csrfToken}`,
      ...(method === 'GET' ? {} : { 'x-csrf-token': member.csrfToken }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
