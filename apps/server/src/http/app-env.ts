import type { Logger } from '../lib/logger';
import type { CurrentSession } from '../modules/auth/sessions';

/** Per-request values the middleware chain sets for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    /** The token from `Authorization: Bearer` or the authToken cookie, not yet verified. */
    presentedToken?: string;
    /** The live session the token names; null when there is none or it is no longer valid. */
    session: CurrentSession | null;
    /** The caller's address, for rate limits and the audit trail. */
    clientIp: string;
  };
}
