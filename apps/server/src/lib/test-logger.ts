import { pino } from 'pino';
import type { Logger } from './logger';

/** A logger that keeps its lines, so tests can check what reached the log and what did not. */
export function captureLogger(): { logger: Logger; lines: () => string } {
  const chunks: string[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (chunk: string) => chunks.push(chunk) });
  return { logger, lines: () => chunks.join('') };
}
