import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherVisitor, asMember, type Member, signedInWithRole } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

let editor: Member;
let support: Member;
beforeAll(async () => {
  [editor, support] = await Promise.all([signedInWithRole(t, 'editor'), signedInWithRole(t, 'support')]);
});

/** A photo-like PNG of the given size (noise, so it does not compress to nothing). */
async function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(who: Member, file: Buffer | string, fileName = 'photo.png') {
  const data = typeof file === 'string' ? file : file.toString('base64');
  const response = await t.app.request('/api/v2/admin/images', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...asMember(who) },
    body: JSON.stringify({ fileName, data }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('image uploads', () => {
  it('stores a large image resized to 1600 px wide as WebP, served for good from its address', async () => {
    const { status, body } = await upload(editor, await png(2400, 1200));
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 1600, height: 800, contentType: 'image/webp' });
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.request(body.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(body.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    // A browser that has it asks again with its tag and is told nothing changed.
    const again = await t.app.request(body.url as string, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('keeps a small image its size, and gives the same image the same address', async () => {
    const file = await png(300, 200);
    const first = await upload(editor, file);
    const second = await upload(editor, file, 'copy.png');
    expect(first.body).toMatchObject({ width: 300, height: 200 });
    expect(second.body.url).toBe(first.body.url);
  });

  it('refuses what is not an image it takes, saying why, by content and never by name', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refusedSvg = await upload(editor, svg, 'logo.png');
    expect(refusedSvg.status).toBe(400);
    expect((refusedSvg.body.error as { fields: Record<string, string> }).fields.data).toMatch(/svg/);
    const text = await upload(editor, Buffer.from('just some text, not a picture'), 'photo.jpg');
    expect(text.status).toBe(400);
    expect((text.body.error as { fields: Record<string, string> }).fields.data).toMatch(/not an image/);
    const notBase64 = await upload(editor, '!!!not base64!!!');
    expect(notBase64.status).toBe(400);
  });

  it('is for the content roles only, and unknown addresses are a 404', async () => {
    expect((await upload(support, await png(20, 20))).status).toBe(403);
    expect((await t.app.request('/media/0123456789abcdef0123456789abcdef.webp')).status).toBe(404);
    expect((await t.app.request('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
