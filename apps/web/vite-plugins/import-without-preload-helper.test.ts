import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { importWithoutPreloadHelper } from './import-without-preload-helper';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Builds a page whose entry imports `lazy.js` on demand, as the site's lazy pieces are; answers the chunks' code. */
async function buildLazyImport(files: Record<string, string>, plugins: Plugin[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'preload-helper-'));
  dirs.push(root);
  await writeFile(join(root, 'main.js'), "document.body.onclick = () => import('./lazy.js').then((m) => m.run());\n");
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, modulePreload: false, minify: false, rolldownOptions: { input: join(root, 'main.js') } },
  })) as Rollup.RollupOutput;
  return output.output
    .filter((file) => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
}

describe('importWithoutPreloadHelper', () => {
  const lazyScript = { 'lazy.js': 'export const run = () => console.log("ran");\n' };

  it('leaves Vite’s preload helper out of a build whose lazy chunks import no stylesheet', async () => {
    const withHelper = await buildLazyImport(lazyScript, []);
    expect(withHelper).toContain('vite:preloadError');
    const without = await buildLazyImport(lazyScript, [importWithoutPreloadHelper()]);
    expect(without).not.toContain('vite:preloadError');
    expect(without).toContain('import("./lazy-');
  });

  it('fails the build, naming the chunk, when a lazy chunk imports a stylesheet and needs the helper again', async () => {
    const lazyWithStyle = {
      'lazy.js': 'import "./lazy.css";\nexport const run = () => console.log("ran");\n',
      'lazy.css': 'body { color: rebeccapurple; }\n',
    };
    await expect(buildLazyImport(lazyWithStyle, [importWithoutPreloadHelper()])).rejects.toThrow(
      /preloads dependencies of a dynamic import: the preload helper is needed again/,
    );
  });
});
