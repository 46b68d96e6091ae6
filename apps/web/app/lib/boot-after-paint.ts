import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*\/?>/g;
// React Router's boot script: the only inline module script on a page.
const BOOT_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"]+");$/gm;
const BARE_IMPORT = /^import ("[^"]+");?$/gm;

/** The inert list of the page's module preloads, moved into the head after the first paint. */
export const MODULES_TEMPLATE_ID = 'boot-modules';

// Sent inline on every page, so short. A hidden or prerendering page gets no frames and would otherwise
// never hydrate; the template leaves the page before React hydrates it.
const AFTER_FIRST_PAINT = 'document.hidden||await new Promise(g=>requestAnimationFrame(()=>setTimeout(g)));';
const PRELOAD_ALL = `const m=document.getElementById("${MODULES_TEMPLATE_ID}");m.remove();document.head.append(m.content);`;

/**
 * React Router's boot script, rewritten to start after the first paint (a frame, then a task): the module
 * preloads kept in the page's template go into the head at once (no import-by-import waterfall), then the
 * route modules are imported, in order, and the original script goes on as written. Returns null for a
 * script of another shape, which is left alone.
 */
export function deferBootScript(script: string): string | null {
  const bare: string[] = [];
  const named: string[] = [];
  const rest = script
    .replace(NAMESPACE_IMPORT, (_statement, name: string, url: string) => {
      named.push(`const ${name}=await import(${url});`);
      return '';
    })
    .replace(BARE_IMPORT, (_statement, url: string) => {
      bare.push(`await import(${url});`);
      return '';
    });
  // Anything still importing statically would be fetched before the paint, and a script without route
  // modules is not the boot script.
  if (named.length === 0 || /^\s*import\s+[^(]/m.test(rest)) return null;
  return [
    AFTER_FIRST_PAINT,
    PRELOAD_ALL,
    // Every module is already on its way: awaiting them one by one keeps React Router's order.
    ...bare,
    ...named,
    // Its blank lines and indentation go too (no newline sits inside a string in it).
    compactManifest(rest.trim()).replace(/\s*\n\s*/g, '\n'),
  ].join('\n');
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/**
 * React Router writes the page's route manifest indented, with an empty list of stylesheets for each route
 * (its code reads a missing list as empty): the same manifest without either is shorter.
 */
function compactManifest(script: string): string {
  const manifest = MANIFEST.exec(script);
  if (!manifest?.[2]) return script;
  try {
    const compact = JSON.stringify(JSON.parse(manifest[2]), (key, value: unknown) =>
      key === 'css' && Array.isArray(value) && value.length === 0 ? undefined : value,
    );
    return script.replace(manifest[2], () => compact);
  } catch {
    return script;
  }
}

/**
 * The page's hydrating scripts start after its first paint. Every page is whole in its server HTML: the
 * document, the stylesheet and the images paint it, and the scripts (about 120 KB gzip on the home page)
 * only make it interactive. React Router puts a module preload in the head for each of them and imports
 * them from an inline module script; here the preloads move into an inert template beside that script,
 * which waits for a painted frame before fetching anything. A document without the boot script is left as
 * it is.
 */
export function bootAfterFirstPaint(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const [whole, open, body, close] = boot as unknown as [string, string, string, string];
  const deferred = deferBootScript(body);
  if (deferred === null) return html;
  // React hoists the preloads into the head, before the boot script.
  const head = html.slice(0, boot.index);
  const preloads = new Set([...head.matchAll(MODULE_PRELOAD)].map((match) => decodeAttribute(match[1] ?? '')));
  const links = [...preloads].map((url) => `<link rel="modulepreload" href="${encodeAttribute(url)}">`).join('');
  const template = `<template id="${MODULES_TEMPLATE_ID}">${links}</template>`;
  return head.replace(MODULE_PRELOAD, '') + template + open + deferred + close + html.slice(boot.index + whole.length);
}

function encodeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

function decodeAttribute(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
}

/**
 * A stream that applies `bootAfterFirstPaint` to the whole document. The server sends every page whole
 * (React's onAllReady), so holding it until the end costs no paint.
 */
export function bootAfterFirstPaintStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, bootAfterFirstPaint(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
