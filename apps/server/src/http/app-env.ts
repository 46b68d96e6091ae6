import type { Logger } from '../lib/logger';

/** Per-request values the middleware chain sets for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    /** The token from `Authorization: Bearer` or the authToken cookie, not yet verified. */
    presentedToken?: string;
  };
}
