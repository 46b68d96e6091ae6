import { pino } from 'pino';
import { serializeError } from './serialize-error';

export type Logger = pino.Logger;

const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'code',
  '*.code',
  'secret',
  '*.secret',
];

/**
 * Structured logs. Headers and bodies are never logged whole; the redact list is a second line of
 * defence for anything that might carry a credential. Errors are logged through `serializeError`, which
 * keeps what names the failure and drops what may carry submitted values.
 */
export function createLogger(options: {
  level: string;
  pretty?: boolean;
  /** Where lines go instead of stdout (tests read them). */
  destination?: pino.DestinationStream;
}): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level,
    base: undefined,
    serializers: { err: serializeLoggedError },
    redact: {
      paths: REDACTED_PATHS,
      censor: (value: unknown) => (value instanceof ErrorCode ? value : '[redacted]'),
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * An error's code (ECONNREFUSED, a SQLSTATE) names the failure, so it escapes the `*.code` redaction
 * meant for one-time codes: the censor spares this wrapper, which is written as the plain code.
 */
class ErrorCode {
  constructor(readonly value: string | number) {}
  toJSON(): string | number {
    return this.value;
  }
}

function serializeLoggedError(error: unknown) {
  const { code, ...serialized } = serializeError(error);
  return code === undefined ? serialized : { ...serialized, code: new ErrorCode(code) };
}
