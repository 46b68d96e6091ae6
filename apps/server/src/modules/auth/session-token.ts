import type { AuthTokenData } from '@cardgenius/core/rules';
import { jwtVerify, SignJWT } from 'jose';

/** The one algorithm tokens are signed and accepted with; `alg: none` or RS/HS confusion cannot apply. */
const ALGORITHM = 'HS256';
const AUDIENCE = 'cardgenius-api';

export interface SessionTokenClaims {
  sessionId: string;
  userId: string;
  data: AuthTokenData;
  expiresAt: Date;
}

function keyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A signed JWT naming its session; the data is what the client reads, the server trusts only the session row. */
export async function signSessionToken(claims: SessionTokenClaims, options: { secret: string; issuer: string }) {
  return new SignJWT({ data: claims.data })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(options.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(keyFrom(options.secret));
}

/** The session a token names, or null for anything forged, expired, from another issuer or malformed. */
export async function verifySessionToken(
  token: string,
  options: { secret: string; issuer: string },
): Promise<{ sessionId: string; userId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(options.secret), {
      algorithms: [ALGORITHM],
      issuer: options.issuer,
      audience: AUDIENCE,
    });
    if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string') return null;
    if (!/^[0-9a-f-]{36}$/.test(payload.jti) || !/^[0-9a-f-]{36}$/.test(payload.sub)) return null;
    return { sessionId: payload.jti, userId: payload.sub };
  } catch {
    return null;
  }
}
