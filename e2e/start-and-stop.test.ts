import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { hostAndPort, startTcpProxy, urlThrough } from '../apps/server/src/test/tcp-proxy';
import { prepareDatabase } from '../scripts/lib/kill-test-server';
import { freePort, REPO_ROOT, SERVER_ENTRY } from '../scripts/lib/start-built-server.mjs';

/** The built server as `npm start` runs it, its output kept, on a port and DATA_DIR of its own. */
interface Started {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and how long after `since` it came. */
  exit: (since: number) => Promise<{ code: number | null; ms: number }>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function spawnServer(env: Record<string, string>): Promise<Started> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cg-start-stop-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    child,
    baseUrl,
    port,
    output: () => output,
    exit: async (since) => {
      const code = await exited;
      return { code, ms: performance.now() - since };
    },
  };
}

async function healthy(server: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not answer in ${timeoutMs} ms:\n${server.output()}`);
    const status = await fetch(`${server.baseUrl}/api/v2/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function outputContains(server: Started, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline)
      throw new Error(`server did not print "${text}" in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('start-up with PostgreSQL unreachable', () => {
  it('retries, then stops with exit 1 and one line naming the server, never its password', async () => {
    const started = performance.now();
    const server = await spawnServer({
      DATABASE_URL: `postgres://app:hunter22secret@127.0.0.1:${await freePort()}/cards`,
      DB_CONNECT_TIMEOUT_MS: '1500',
      LOG_LEVEL: 'warn',
    });
    const { code, ms } = await server.exit(started);
    const output = server.output();
    expect(code).toBe(1);
    // It waited the time allowed (retrying), and no longer than that plus start-up.
    expect(ms).toBeGreaterThan(1_500);
    expect(ms).toBeLessThan(10_000);
    const lines = output.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/cards as app after 1\.5 s \(\d+ attempts\): .*ECONNREFUSED.*\. Check DATABASE_URL, or allow longer with DB_CONNECT_TIMEOUT_MS\.$/,
    );
    // Each failed try is logged as a warning before the next.
    expect(lines.filter((line) => line.includes('retrying')).length).toBeGreaterThanOrEqual(2);
    expect(output).not.toContain('hunter22secret');
    expect(output).not.toMatch(/\n\s+at /);
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!postgresUrl)(
    'serves once PostgreSQL comes up within the time allowed (needs TEST_DATABASE_URL)',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'cg-late-db-'));
      const database = await prepareDatabase(dataDir, postgresUrl);
      cleanups.push(async () => {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      });
      const url = database.env.DATABASE_URL ?? '';
      // Nothing listens on the proxy's port yet: the database is "down" when the server starts.
      const port = await freePort();
      const server = await spawnServer({ DATABASE_URL: urlThrough(url, port), DB_CONNECT_TIMEOUT_MS: '20000' });
      // Bring the database up only once the server has met it down at least once (a slow machine may
      // take seconds just to load the server's modules).
      await outputContains(server, 'retrying', 30_000);
      expect(server.child.exitCode).toBeNull();
      const proxy = await startTcpProxy(hostAndPort(url, 5432), port);
      cleanups.push(() => proxy.cut());
      await healthy(server, 30_000);
    },
  );
});

describe('SIGTERM', () => {
  it('refuses new connections, answers the request under way, closes its pools and exits 0 promptly', async () => {
    const server = await spawnServer({ LOG_LEVEL: 'info' });
    await healthy(server, 60_000);

    // A ranking whose body is half sent when the signal comes: a request under way, on a keep-alive connection.
    const agent = new Agent({ keepAlive: true });
    const body = JSON.stringify({ ratingFilter: 0, resultsPerPage: 5 });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = request(
        `${server.baseUrl}/api/v2/card/rank`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      call.on('error', reject);
      call.write(body.slice(0, half));
      setTimeout(() => call.end(body.slice(half)), 1_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No longer accepting: a new connection is refused while the old request is still open.
    await expect(fetch(`${server.baseUrl}/api/v2/health`)).rejects.toThrow();

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect((JSON.parse(text) as { cards: unknown[] }).cards).toHaveLength(5);

    const { code, ms } = await server.exit(signalled);
    agent.destroy();
    expect(code).toBe(0);
    // The answered connection is closed at once rather than kept alive until its timeout.
    expect(ms).toBeLessThan(3_000);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});

describe('a script that dies after starting the built server', () => {
  it('takes the server with it: nothing is left listening', async () => {
    const script = [
      `import { startBuiltServer } from ${JSON.stringify(join(REPO_ROOT, 'scripts/lib/start-built-server.mjs'))};`,
      `const server = await startBuiltServer({ template: ${JSON.stringify(inject('dataTemplate'))} });`,
      'console.log(JSON.stringify({ pid: server.pid, baseUrl: server.baseUrl }));',
      "throw new Error('the script fails part-way');",
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    // The server started and the script then died of its own error.
    expect(stdout, stderr).toContain('"pid"');
    expect(stderr).toContain('the script fails part-way');
    const { pid, baseUrl } = JSON.parse(stdout.trim()) as { pid: number; baseUrl: string };
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    cleanups.push(async () => {
      if (alive()) process.kill(pid, 'SIGKILL');
    });
    await expect.poll(alive, { timeout: 10_000 }).toBe(false);
    await expect(fetch(`${baseUrl}/api/v2/health`)).rejects.toThrow();
  });
});
