import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('API URLs in the page code', () => {
  it('come from the contract names, never a hand-typed /api/v2 string', () => {
    const literal = /['"`]\/api\/v2/;
    const offenders = sources(APP).filter((path) => literal.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
