import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const rank = (encoding: string | null, body: unknown = {}) =>
  t.app.request('/api/v2/card/rank', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    body: JSON.stringify(body),
  });

describe('a kept ranking', () => {
  it('goes out as the same JSON in every encoding the caller accepts, encoded once', async () => {
    const plain = await rank(null);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json');
    const text = await plain.text();
    expect(JSON.parse(text).cards.length).toBeGreaterThan(0);

    const brotli = await rank('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(text);

    const gzip = await rank('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const first = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(first).toString()).toBe(text);
    // The second answer is the very bytes of the first.
    expect(Buffer.from(await (await rank('gzip')).arrayBuffer()).equals(first)).toBe(true);
  });

  it('is its own answer for every state', async () => {
    const other = await rank('gzip', { monthlySpend: 3100 });
    const own = JSON.parse(gunzipSync(Buffer.from(await other.arrayBuffer())).toString());
    const plain = JSON.parse(await (await rank(null)).text());
    expect(own).not.toEqual(plain);
  });
});
