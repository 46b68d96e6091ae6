import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority, lowerModulePreloadPriorityStream } from './script-priority';

const HEAD =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce=""/>' +
  '<link rel="modulepreload" fetchpriority="high" href="/y.js"/></head>';
const BODY = '<body><p>rel="modulepreload" stays as written in the body</p></body></html>';

async function through(chunks: string[]): Promise<string> {
  let out = '';
  for await (const piece of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(
    lowerModulePreloadPriorityStream(),
  ))
    out += piece.toString();
  return out;
}

describe('module preloads at low priority', () => {
  it('marks the head’s module preloads, leaving stylesheets and a stated priority alone', () => {
    expect(lowerModulePreloadPriority(HEAD)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js" nonce=""/>' +
        '<link rel="modulepreload" fetchpriority="high" href="/y.js"/></head>',
    );
  });

  it('finds a tag split between chunks and passes the body through as it came', async () => {
    const page = HEAD + BODY;
    const split = page.indexOf('modulepreload') + 4;
    const out = await through([page.slice(0, split), page.slice(split, split + 30), page.slice(split + 30)]);
    expect(out).toBe(lowerModulePreloadPriority(HEAD) + BODY);
  });

  it('passes a document without a head end whole', async () => {
    expect(await through(['<p>a', 'b</p>'])).toBe('<p>ab</p>');
  });
});
