// @ts-check
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} HomePageJavaScript
 * @property {number} files module scripts and module preloads the HTML asks for
 * @property {number} raw bytes of those files plus inline scripts
 * @property {number} gzip the same, each file gzipped on its own
 * @property {number} htmlRaw bytes of the home page HTML
 * @property {number} htmlGzip the same, gzipped
 * @property {{ path: string, raw: number, gzip: number }[]} perFile each file, largest (gzip) first; inline scripts as `inline`
 */

/**
 * The JavaScript the home page loads: every module script and module preload in its HTML (those the boot
 * script preloads after the first paint included, apps/web/app/lib/boot-after-paint.ts) and every module
 * it imports, plus the inline scripts.
 * @param {string} baseUrl
 * @returns {Promise<HomePageJavaScript>}
 */
export async function measureHomePageJavaScript(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const scripts = new Set(
    [...html.matchAll(/(?:src=|href=|import\()"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').join('');
  const perFile = [{ path: 'inline', raw: Buffer.byteLength(inline), gzip: gzipSync(inline).length }];
  for (const path of scripts) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer());
    perFile.push({ path, raw: body.length, gzip: gzipSync(body).length });
  }
  perFile.sort((a, b) => b.gzip - a.gzip);
  return {
    files: scripts.size,
    raw: perFile.reduce((sum, file) => sum + file.raw, 0),
    gzip: perFile.reduce((sum, file) => sum + file.gzip, 0),
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gzipSync(html).length,
    perFile,
  };
}
