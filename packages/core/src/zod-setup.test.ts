import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('zod in the browser', () => {
  it('is set up before any module of ours builds a schema', () => {
    // zod decides at a schema's construction whether it may generate code; asking is itself a violation
    // of the site's Content Security Policy, so the setup must run first wherever schemas are built.
    const missing = sourceFiles(SOURCE)
      .filter((file) => !file.endsWith('zod-setup.ts'))
      .filter((file) => /from 'zod'/.test(readFileSync(file, 'utf8')))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        const setup = text.search(/^import '(\.\.?\/)+zod-setup';$/m);
        const zod = text.search(/from 'zod'/);
        return setup < 0 || setup > zod;
      })
      .map((file) => relative(SOURCE, file));
    expect(missing).toEqual([]);
  });
});
