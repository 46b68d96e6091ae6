import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  bootAfterFirstPaint,
  bootAfterFirstPaintStream,
  deferBootScript,
  MODULES_TEMPLATE_ID,
} from './boot-after-paint';

// What React Router's <Scripts /> renders (with lazy route discovery), as React hoists it.
const BOOT = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-3.js");`;
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-4.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="n"/></head>' +
  '<body><main>Hello</main><script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${BOOT}</script></body></html>`;

const scriptOf = (boot: string) => deferBootScript(boot) ?? '';

/** Runs a rewritten boot script with a fake browser: what it moves, imports and sets, in order. */
async function run(script: string, { hidden = false } = {}) {
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const template = {
    remove: () => events.push('template removed'),
    content: 'the template’s links',
  };
  const document = {
    hidden,
    getElementById: (id: string) => (id === MODULES_TEMPLATE_ID ? template : null),
    head: { append: (content: string) => events.push(`head gets ${content}`) },
  };
  let paint: () => void = () => undefined;
  const requestAnimationFrame = (callback: () => void) => {
    events.push('frame requested');
    paint = callback;
  };
  const setTimeout = (callback: () => void) => callback();
  const load = async (url: string) => {
    events.push(`import ${url}`);
    return { url };
  };
  const start = new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    `return (async () => {\n${script.replaceAll('import(', 'load(')}\n})();`,
  ) as (...args: unknown[]) => Promise<void>;
  const done = start(window, document, requestAnimationFrame, setTimeout, load);
  await Promise.resolve();
  events.push('painted');
  paint();
  await done;
  return { events, window };
}

describe('the hydrating scripts start after the first paint', () => {
  it('moves the head’s module preloads into an inert template before the boot script', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/app.css"/></head>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toContain(
      '<template id="boot-modules"><link rel="modulepreload" href="/assets/entry.client-3.js">' +
        '<link rel="modulepreload" href="/assets/framework-4.js"><link rel="modulepreload" href="/assets/root-1.js">' +
        '</template><script nonce="n" type="module" async="">',
    );
    expect(html).toMatch(/<\/template><script nonce="n" type="module" async="">[\s\S]*<\/script><\/body><\/html>$/);
    expect(html).not.toMatch(/^import /m);
  });

  it('fetches nothing before a frame is painted, then every module at once, then boots as before', async () => {
    const { events, window } = await run(scriptOf(BOOT));
    expect(events).toEqual([
      'frame requested',
      'painted',
      // Gone before React hydrates the body, which does not know it.
      'template removed',
      'head gets the template’s links',
      'import /assets/root-1.js',
      'import /assets/home-2.js',
      'import /assets/entry.client-3.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-1.js' },
      'routes/home': { url: '/assets/home-2.js' },
    });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: '/assets/entry.client-3.js' } });
  });

  it('does not wait for a frame a hidden page never gets', async () => {
    const { events } = await run(scriptOf(BOOT), { hidden: true });
    expect(events).not.toContain('frame requested');
    expect(events.filter((event) => event.startsWith('import'))).toEqual([
      'import /assets/root-1.js',
      'import /assets/home-2.js',
      'import /assets/entry.client-3.js',
    ]);
  });

  it('keeps a bare import (the route manifest when discovery is off) without binding it', async () => {
    const script = scriptOf(`import "/assets/manifest-9.js";\n${BOOT.slice(2)}`);
    expect(script).toContain(
      'await import("/assets/manifest-9.js");\nconst route0=await import("/assets/root-1.js");\nconst route1=await import("/assets/home-2.js");',
    );
    const { events } = await run(script);
    expect(events.filter((event) => event.startsWith('import'))).toEqual([
      'import /assets/manifest-9.js',
      'import /assets/root-1.js',
      'import /assets/home-2.js',
      'import /assets/entry.client-3.js',
    ]);
  });

  it('sends the route manifest without its indentation or empty lists of stylesheets', () => {
    const manifest = {
      entry: { module: '/assets/entry.client-3.js', css: [] },
      routes: { root: { id: 'root', css: ['/assets/root.css'] }, 'routes/home': { id: 'routes/home', css: [] } },
    };
    const indented = BOOT.replace(
      '{"entry":{"module":"/assets/entry.client-3.js"}}',
      JSON.stringify(manifest, null, 2),
    );
    expect(indented).toContain('\n  "entry": {');
    expect(scriptOf(indented)).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-3.js"},"routes":{"root":{"id":"root","css":["/assets/root.css"]},"routes/home":{"id":"routes/home"}}};',
    );
  });

  it('leaves a page without the boot script, or with one of another shape, as it came', () => {
    const noBoot = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(bootAfterFirstPaint(noBoot)).toBe(noBoot);
    const otherShape = PAGE.replace(BOOT, 'import { a } from "/a.js"; a();');
    expect(bootAfterFirstPaint(otherShape)).toBe(otherShape);
    expect(deferBootScript('console.log(1)')).toBeNull();
  });

  it('rewrites the whole document when it arrives in pieces', async () => {
    const cut = PAGE.indexOf('modulepreload') + 3;
    let out = '';
    for await (const piece of Readable.from([PAGE.slice(0, cut), PAGE.slice(cut)].map((c) => Buffer.from(c))).pipe(
      bootAfterFirstPaintStream(),
    ))
      out += piece.toString();
    expect(out).toBe(bootAfterFirstPaint(PAGE));
  });
});
