import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * Structured logs. Headers and bodies are never logged whole; the redact list is a second line of
 * defence for anything that might carry a credential.
 */
export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  return pino({
    level: options.level,
    base: undefined,
    redact: {
      paths: [
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
      ],
      censor: '[redacted]',
    },
  });
}
