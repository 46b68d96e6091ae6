import { AUTH_COOKIE } from '@cardgenius/core/contract/names';
/**
 * The credential a caller presents: `Authorization: Bearer <token>` (the mobile app) or the `authToken`
 * cookie (the site). Verification belongs to the auth module; this only reads.
 */
export function readPresentedToken(
  authorization: string | undefined,
  cookieHeader: string | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i)?.[1];
  if (bearer) return bearer;
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === AUTH_COOKIE && value.length > 0) {
      const token = value.join('=');
      return token === '' ? undefined : token;
    }
  }
  return undefined;
}
