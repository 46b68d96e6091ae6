import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import { registrationTickets } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { cookiesAreSecure } from './auth-cookies';

export const REGISTRATION_TICKET_COOKIE = 'registrationTicket';
/** Long enough to find the phone and type a code; the email link is the real proof of ownership. */
export const REGISTRATION_TICKET_TTL_MS = 30 * 60_000;

function sign(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`registration:${id}`).digest('base64url');
}

/** Issues a ticket for the address just registered (`userId` null when it was already taken). */
export async function issueRegistrationTicket(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: { userId: string | null; email: string },
): Promise<void> {
  const expiresAt = new Date(Date.now() + REGISTRATION_TICKET_TTL_MS);
  const [ticket] = await deps.database.db
    .insert(registrationTickets)
    .values({ userId: options.userId, email: options.email, expiresAt })
    .returning({ id: registrationTickets.id });
  if (!ticket) return;
  setCookie(c, REGISTRATION_TICKET_COOKIE, `${ticket.id}.${sign(deps.authSecret, ticket.id)}`, {
    path: '/api/v2/user',
    httpOnly: true,
    secure: cookiesAreSecure(deps),
    sameSite: 'Lax',
    expires: expiresAt,
  });
}

/** The live ticket the caller's cookie names, or null. */
export async function readRegistrationTicket(c: Context<AppEnv>, deps: AppDeps) {
  const value = getCookie(c, REGISTRATION_TICKET_COOKIE) ?? '';
  const [id, signature, extra] = value.split('.');
  if (!id || !signature || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(sign(deps.authSecret, id));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [ticket] = await deps.database.db
    .select()
    .from(registrationTickets)
    .where(and(eq(registrationTickets.id, id), gt(registrationTickets.expiresAt, new Date())))
    .limit(1);
  return ticket ?? null;
}
