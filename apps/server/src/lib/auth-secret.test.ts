import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uses the configured secret and writes nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cg-secret-'));
    expect(await resolveAuthSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    await expect(stat(join(dir, 'auth-secret'))).rejects.toThrow();
  });

  it('generates a secret once, private to the owner, and reuses it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cg-secret-'));
    const first = await resolveAuthSecret(undefined, join(dir, 'nested'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, 'nested/auth-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret(undefined, join(dir, 'nested'))).toBe(first);
  });

  it('replaces a stored secret that is too short', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cg-secret-'));
    await writeFile(join(dir, 'auth-secret'), 'short');
    const secret = await resolveAuthSecret(undefined, dir);
    expect(secret).not.toBe('short');
    expect((await readFile(join(dir, 'auth-secret'), 'utf8')).trim()).toBe(secret);
  });
});
