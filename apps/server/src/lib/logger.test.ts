import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { serializeError } from './serialize-error';

const EMAIL = 'someone@example.ca';

/** The logger as the server builds it, writing to an array instead of stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  return { logger, text: () => lines.join(''), entries: () => lines.map((line) => JSON.parse(line)) };
}

/** A node-postgres DatabaseError as the driver builds it: `detail` quotes the row. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    name: 'error',
    code: '23505',
    severity: 'ERROR',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    table: 'users',
    constraint: 'users_email_unique',
  });
}

describe('logged errors', () => {
  it('keep what names a failed query and drop the values it carried', () => {
    const { logger, text, entries } = capturedLogger();
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', [EMAIL], uniqueViolation());
    logger.error({ err: error }, 'request failed');

    expect(text()).not.toContain(EMAIL);
    const [entry] = entries();
    expect(entry.err).toEqual({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      stack: expect.stringMatching(/^DrizzleQueryError: Failed query: [^\n]*\n\s+at /),
      cause: {
        type: 'Error',
        message: 'duplicate key value violates unique constraint "users_email_unique"',
        code: '23505',
        stack: expect.any(String),
      },
    });
  });

  it('hide the input PostgreSQL quotes when it refuses a value', () => {
    const refused = Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), { code: '22P02' });
    expect(serializeError(refused).message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(serializeError(refused).stack).not.toContain(EMAIL);
  });

  it("keep an error's code while other codes stay redacted", () => {
    const { logger, entries } = capturedLogger();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    logger.error({ err: refused, code: '123456', input: { code: '654321' } }, 'request failed');
    const [entry] = entries();
    expect(entry.err.code).toBe('ECONNREFUSED');
    expect(entry.code).toBe('[redacted]');
    expect(entry.input.code).toBe('[redacted]');
  });

  it('keep the attempts of an AggregateError and describe thrown non-errors without their content', () => {
    const attempts = ['::1', '127.0.0.1'].map((host) =>
      Object.assign(new Error(`connect ECONNREFUSED ${host}:6379`), { code: 'ECONNREFUSED' }),
    );
    const aggregate = Object.assign(new AggregateError(attempts, ''), { code: 'ECONNREFUSED' });
    expect(serializeError(aggregate)).toMatchObject({
      type: 'AggregateError',
      code: 'ECONNREFUSED',
      errors: [{ message: 'connect ECONNREFUSED ::1:6379' }, { message: 'connect ECONNREFUSED 127.0.0.1:6379' }],
    });
    expect(serializeError({ params: [EMAIL] })).toEqual({ type: 'object', message: 'a non-error was thrown' });
  });
});
