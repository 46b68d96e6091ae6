// @ts-check
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files a browser takes compressed (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this, compression saves less than its headers cost. */
const FROM_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside a compressible file at the strongest settings, once, so the
 * server sends them as they are (`serveStatic({ precompressed: true })`) instead of compressing on
 * every request. A copy no smaller than the original is not written.
 * @param {string} file
 * @returns {Promise<number>} how many copies were written
 */
export async function precompressFile(file) {
  if (!COMPRESSIBLE.has(extname(file))) return 0;
  const body = await readFile(file);
  if (body.length < FROM_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  let written = 0;
  for (const [suffix, copy] of /** @type {const} */ ([
    ['.br', br],
    ['.gz', gz],
  ])) {
    if (copy.length >= body.length) continue;
    await writeFile(`${file}${suffix}`, copy);
    written++;
  }
  return written;
}

/**
 * Every compressible file under `dir`, compressed beside itself.
 * @param {string} dir
 * @returns {Promise<number>}
 */
export async function precompressDirectory(dir) {
  let written = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) written += await precompressFile(join(entry.parentPath, entry.name));
  }
  return written;
}
