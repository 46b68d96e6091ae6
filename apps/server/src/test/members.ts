import type { StaffRole } from '@cardgenius/core/rules';
import { desc, eq } from 'drizzle-orm';
import { outbox, users } from '../db/schema';
import { totpAt } from '../lib/totp';
import { solveCaptcha } from './captcha-solver';
import type { TestApp } from './test-app';

/** A solved captcha payload from the app's own challenge. */
export async function captchaCode(t: TestApp): Promise<string> {
  const response = await t.app.request('/api/v2/captcha/challenge');
  return solveCaptcha(await response.json());
}

/** The newest message the outbox holds for an address (email or SMS). */
export async function lastMessageTo(t: TestApp, to: string) {
  await t.settle();
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

/** The token at the end of the newest emailed link that starts with `pathPrefix`. */
export async function linkTokenFrom(t: TestApp, to: string, pathPrefix: string): Promise<string> {
  const message = await lastMessageTo(t, to);
  const match = message?.text.match(new RegExp(`${pathPrefix}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in the last message to ${to}`);
  return match[1];
}

export const STRONG_PASSWORD = 'Maple-Syrup-42!';

export interface Member {
  email: string;
  password: string;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
  csrf: string;
}

export function cookiesFrom(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return cookies;
}

let visitor = 0;
/** A different client address for each call, so per-IP limits belong to the tests that study them. */
export function anotherVisitor(): Record<string, string> {
  visitor++;
  return {
    'x-forwarded-for': `198.51.100.${visitor % 250}, 203.0.${Math.floor(visitor / 250) % 250}.${visitor % 250}`,
  };
}

export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  return t.postJson(
    '/api/v2/user/register',
    {
      name: 'Alex Tremblay',
      email: 'alex@example.ca',
      password1: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
      marketingOptIn: false,
      terms: true,
      origin: 'site',
      captchaCode: await captchaCode(t),
      ...overrides,
    },
    anotherVisitor(),
  );
}

export async function login(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.postJson(
    '/api/v2/user/login',
    { email, password, captchaCode: await captchaCode(t) },
    { ...anotherVisitor(), ...headers },
  );
}

/** Registers, confirms by the emailed link, and signs in; answers the signed-in browser's cookies. */
export async function signedInMember(t: TestApp, email: string, password = STRONG_PASSWORD): Promise<Member> {
  const registered = await register(t, { email, password1: password, password2: password });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const confirmed = await confirmInRegisteringBrowser(t, registered, email);
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return signIn(t, email, password);
}

/** The registration device cookie a register answer set, as a Cookie header. */
export function registeringBrowser(registered: Response): Record<string, string> {
  return { cookie: `registrationDevice=${cookiesFrom(registered).registrationDevice ?? ''}` };
}

/** Confirms with the emailed code from the browser that registered (its registration device cookie). */
export async function confirmInRegisteringBrowser(t: TestApp, registered: Response, email: string) {
  const code = await linkTokenFrom(t, email, '/confirm-email');
  return t.postJson('/api/v2/user/confirm-email', { code }, registeringBrowser(registered));
}

export async function signIn(t: TestApp, email: string, password = STRONG_PASSWORD): Promise<Member> {
  const response = await login(t, email, password);
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookies = cookiesFrom(response);
  const cookie = `authToken=${cookies.authToken}; csrfToken=${cookies.csrfToken}`;
  return { email, password, cookie, csrf: cookies.csrfToken ?? '' };
}

/** A call as the member's browser makes it: cookie plus CSRF header. */
export function asMember(member: Member, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie: member.cookie, 'x-csrf-token': member.csrf, ...extra };
}

export async function getJson(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The browser's cookies after an answer that re-issued the session cookie (or as they were). */
function withNewSession(member: Member, response: Response): Member {
  const token = cookiesFrom(response).authToken;
  return token ? { ...member, cookie: `authToken=${token}; csrfToken=${member.csrf}` } : member;
}

/**
 * A member given a staff role (an admin unless `role` says otherwise) and signed in; with two-factor
 * turned on and this session's code entered unless `twoFactor` is false, which staff calls refuse.
 */
export async function signedInStaff(
  t: TestApp,
  email: string,
  options: { twoFactor?: boolean; role?: StaffRole } = {},
): Promise<Member> {
  const member = await signedInMember(t, email);
  await t.database.db
    .update(users)
    .set({ role: options.role ?? 'admin' })
    .where(eq(users.email, email));
  if (options.twoFactor === false) return member;
  const enabled = await t.postJson('/api/v2/user/two-factor/enable', { password: member.password }, asMember(member));
  if (enabled.status !== 200) throw new Error(`two-factor setup answered ${enabled.status}`);
  const { otpAuthUrl } = (await enabled.json()) as { otpAuthUrl: string };
  const secret = new URL(otpAuthUrl).searchParams.get('secret') ?? '';
  let browser = withNewSession(member, enabled);
  const validated = await t.postJson(
    '/api/v2/user/validateTwoFactor',
    { authCode: totpAt(secret, Date.now()) },
    asMember(browser),
  );
  if (validated.status !== 200) throw new Error(`two-factor code answered ${validated.status}`);
  browser = withNewSession(browser, validated);
  // With two-factor on, a full sign-in also wants the mobile number verified or skipped.
  const skipped = await t.postJson('/api/v2/user/skip-mobile-number', {}, asMember(browser));
  if (skipped.status !== 200) throw new Error(`skipping the mobile number answered ${skipped.status}`);
  return withNewSession(browser, skipped);
}

/** A staff member with this role, two-factor on, signed in: `signedInStaff` with the role first. */
export function signedInWithRole(t: TestApp, role: StaffRole, email = `${role}.${++staffCount}@example.ca`) {
  return signedInStaff(t, email, { role });
}
let staffCount = 0;
