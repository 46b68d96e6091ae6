import { ErrorResponse } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { anotherVisitor, captchaCode } from '../../test/members';
import { createTestApp } from '../../test/test-app';

/** Every line the server logs, as written. */
const lines: string[] = [];
const t = await createTestApp({
  env: { LOG_LEVEL: 'trace' },
  logDestination: { write: (line: string) => void lines.push(line) },
});
afterAll(() => t.close());

const ADDRESS = 'nul.sender@example.ca';

describe('control characters in a submitted email address', () => {
  it.each([
    ['/api/v2/user/login', async () => ({ password: 'Any-Password-1!', captchaCode: await captchaCode(t) })],
    ['/api/v2/user/forgot-password', async () => ({ captchaCode: await captchaCode(t) })],
    ['/api/v2/user/resend-confirmation', async () => ({})],
  ])('%s answers 400 naming the field, and logs neither the address nor the request', async (path, rest) => {
    lines.length = 0;
    for (const email of [`${ADDRESS}\u0000`, `nul\u0000@example.ca`, `\u0007${ADDRESS}`]) {
      const response = await t.postJson(path, { email, ...(await rest()) }, anotherVisitor());
      expect(response.status).toBe(400);
      expect(ErrorResponse.parse(await response.json()).error.fields).toHaveProperty('email');
    }
    await t.settle();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/nul\.sender|nul\\u0000|example\.ca/);
  });
});
