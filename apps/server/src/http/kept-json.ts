import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { type ContentEncoding, preferredEncoding } from './shared-pages';

type Encoded = { json: Uint8Array<ArrayBuffer> } & Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;

/** Each kept answer's bytes, as long as the answer itself is kept (its cache drops it, this follows). */
const encodedAnswers = new WeakMap<object, Encoded>();

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Quick settings, off the main thread (zlib's pool uses the other core): paid once per answer and
 * encoding, then shared by every visitor who asks the same.
 */
async function compress(json: Uint8Array<ArrayBuffer>, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const bytes =
    encoding === 'br'
      ? await brotliAsync(json, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.byteLength },
        })
      : await gzipAsync(json, { level: 6 });
  return new Uint8Array(bytes);
}

/**
 * A JSON answer the server keeps and shares (a ranking for a filter state, the same object for every
 * caller until the catalogue changes): serialised and compressed the first time it is sent, then sent as
 * those bytes, in the encoding the caller prefers. The compression middleware leaves an encoded answer be.
 */
export async function keptJson(c: Context<AppEnv>, body: object, status: number): Promise<Response> {
  let encoded = encodedAnswers.get(body);
  if (!encoded) {
    encoded = { json: new TextEncoder().encode(JSON.stringify(body)) as Uint8Array<ArrayBuffer> };
    encodedAnswers.set(body, encoded);
  }
  // Each encoding made the first time a caller asks for it: an answer asked for once costs what it did.
  const encoding = preferredEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (encoding) {
    encoded[encoding] ??= await compress(encoded.json, encoding);
    headers['Content-Encoding'] = encoding;
  }
  return c.body((encoding && encoded[encoding]) || encoded.json, status as 200, headers);
}
