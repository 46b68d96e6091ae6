import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimEmbeddedDatabase, EmbeddedDatabaseInUseError } from './client';

const root = await mkdtemp(join(tmpdir(), 'cg-owner-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the embedded database’s owner', () => {
  it('is one process: a second claim while the first holds it is refused with the owner named', async () => {
    const dataDir = join(root, 'first');
    const release = await claimEmbeddedDatabase(dataDir);
    expect(await readFile(`${dataDir}.owner`, 'utf8')).toBe(String(process.pid));
    // Another live process holds it: this one is refused.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(`${dataDir}.owner`, String(other.pid));
      const claim = claimEmbeddedDatabase(dataDir);
      await expect(claim).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
      await expect(claimEmbeddedDatabase(dataDir)).rejects.toThrow(`open in process ${other.pid}`);
    } finally {
      other.kill();
    }
    await release();
  });

  it('is taken over from a process that has ended, and given back on close', async () => {
    const dataDir = join(root, 'second');
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => ended.on('exit', done));
    await writeFile(`${dataDir}.owner`, String(ended.pid));
    const release = await claimEmbeddedDatabase(dataDir);
    expect(await readFile(`${dataDir}.owner`, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(`${dataDir}.owner`, 'utf8')).rejects.toThrow();
    // Free again: the next process may open it.
    await (await claimEmbeddedDatabase(dataDir))();
  });
});
