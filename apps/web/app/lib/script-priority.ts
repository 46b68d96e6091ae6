import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;
const HEAD_END = '</head>';

/**
 * The page's module preloads at low fetch priority. Every page is whole in its server HTML, so on a slow
 * connection the document, the stylesheet and the images a visitor sees come first and the scripts that
 * hydrate it after: the first paint no longer waits behind about 120 KB of JavaScript.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A stream that applies `lowerModulePreloadPriority` to the document's head (held back until `</head>`
 * arrives, so a tag split between two chunks is still seen) and passes the rest through untouched.
 */
export function lowerModulePreloadPriorityStream(): Transform {
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString('utf8');
      const end = head.indexOf(HEAD_END);
      if (end < 0) return callback();
      done = true;
      const cut = end + HEAD_END.length;
      callback(null, lowerModulePreloadPriority(head.slice(0, cut)) + head.slice(cut));
      head = '';
    },
    flush(callback) {
      callback(null, done ? undefined : lowerModulePreloadPriority(head));
    },
  });
}
