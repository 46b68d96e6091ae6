import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/** Every line the server logs, as written. */
const lines: string[] = [];
const t = await createTestApp({
  env: { LOG_LEVEL: 'info' },
  logDestination: { write: (line: string) => void lines.push(line) },
});
afterAll(() => t.close());

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');

describe('the request log', () => {
  it('names the page a call was made for (requestingpath), redacted like paths, without its query', async () => {
    lines.length = 0;
    await t.app.request('/api/v2/global?x=1', { headers: { requestingpath: '/credit-cards?email=a@b.ca#top' } });
    await t.app.request('/api/v2/global', { headers: { requestingpath: '/reset-password/secret-token' } });
    await t.app.request('/api/v2/global', { headers: { requestingpath: '/undo-change/secret-code' } });
    await t.app.request('/api/v2/global');
    const logged = requestLines().map((line) => [line.path, line.requestingPath]);
    expect(logged).toEqual([
      ['/api/v2/global', '/credit-cards'],
      ['/api/v2/global', '/reset-password/:redacted'],
      ['/api/v2/global', '/undo-change/:redacted'],
      ['/api/v2/global', undefined],
    ]);
    expect(lines.join('\n')).not.toMatch(/secret|a@b\.ca/);
  });
});
