/** An error as it may be logged: what failed and where, never the values a query or request carried. */
export interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SerializedError;
  /** The attempts of an AggregateError (e.g. each address a connection tried). */
  errors?: SerializedError[];
}

const MAX_DEPTH = 3;
const MAX_AGGREGATED = 3;

/**
 * pino's `err` serializer. Only type, message, code and stack are kept (and the cause, serialized the
 * same way): a driver's error also carries the query's parameters (Drizzle's `params`, in its message
 * too), PostgreSQL's `detail` quotes the conflicting row, and those are values people submitted.
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: typeof value === 'string' ? value.slice(0, 200) : 'a non-error was thrown' };
  }
  const type = value.constructor?.name || value.name;
  const code = (value as { code?: unknown }).code;
  const message = safeMessage(value.message, code);
  const serialized: SerializedError = { type, message };
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  if (value.stack) serialized.stack = [`${type}: ${message}`, ...stackFrames(value.stack)].join('\n');
  if (depth < MAX_DEPTH) {
    if (value.cause !== undefined) serialized.cause = serializeError(value.cause, depth + 1);
    if (value instanceof AggregateError && Array.isArray(value.errors)) {
      serialized.errors = value.errors.slice(0, MAX_AGGREGATED).map((error) => serializeError(error, depth + 1));
    }
  }
  return serialized;
}

function safeMessage(message: string, code: unknown): string {
  // Drizzle: "Failed query: <sql with $1 placeholders>\nparams: <the values>".
  const withoutParams = message.split('\nparams:')[0] ?? '';
  // PostgreSQL data exceptions (SQLSTATE class 22) quote the input they refused: `… for type uuid: "…"`.
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
    ? withoutParams.replace(/"[^"]*"/g, '"[redacted]"')
    : withoutParams;
}

/** The `at …` lines only: the stack's first lines repeat the message, parameters included. */
function stackFrames(stack: string): string[] {
  return stack.split('\n').filter((line) => /^\s+at /.test(line));
}
