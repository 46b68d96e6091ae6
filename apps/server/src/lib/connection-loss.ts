/** Socket errors of a connection that could not be made or was lost (node-postgres passes them on). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATE: the server is shutting down or restarting (admin_shutdown, crash_shutdown,
 * cannot_connect_now), or cancelled a statement that outran the pool's statement_timeout (query_canceled).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014']);
/** node-postgres and PGlite say so only in words (`Query read timeout`: the pool's query_timeout). */
const CONNECTION_LOST_MESSAGE =
  /^(Connection terminated|Query read timeout|timeout expired|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * True when the database (or another dependency) could not be reached, so a retry later may work:
 * the error itself or what it wraps (Drizzle keeps the driver's error as `cause`).
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception.
    if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (CONNECTION_LOST_MESSAGE.test(error.message)) return true;
  return isConnectionLoss(error.cause, depth + 1);
}
