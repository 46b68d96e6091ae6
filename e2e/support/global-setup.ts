import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { registerMember } from './member';
import { setStaffRole } from './staff-role';
import './provided';
import { buildIfStale } from '../../scripts/build-state.mjs';
import { startBuiltServer } from '../../scripts/lib/start-built-server.mjs';

/**
 * Builds the site as `npm start` serves it (unless the build is newer than the code: `npm test` builds
 * it beside the typecheck) and starts it once for every end-to-end file, with one
 * Chromium they all connect to (each file opens its own contexts in it); stops both after.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  buildIfStale({ quiet: true });
  // A first start migrates and seeds: done once here, every other server starts from a copy.
  const dataTemplate = await mkdtemp(join(tmpdir(), 'cg-e2e-template-'));
  await (await startBuiltServer({ dataDir: dataTemplate, env: { LOG_LEVEL: 'warn' } })).stop();
  // Tests play many visitors: API-made members name their own address in X-Forwarded-For. Behind that
  // trusted "proxy" a loopback peer proves nothing, so the outbox the tests read is opened to any caller.
  // An easy proof of work (still solved and verified for real, in the page and by API-made members) and
  // warnings only in the log: no test reads this server's log, and a line per request cost both cores time.
  const env = { TRUST_PROXY: 'true', DEV_OUTBOX: 'any', CAPTCHA_MAX_NUMBER: '1000', LOG_LEVEL: 'warn' };
  // The admin site's files start from a copy with an admin registered through the API.
  const staffDir = await mkdtemp(join(tmpdir(), 'cg-e2e-staff-template-'));
  const seeding = await startBuiltServer({ dataDir: staffDir, template: dataTemplate, env });
  const { name, email, password } = await registerMember(seeding.baseUrl, { name: 'Morgan Editor' });
  await seeding.stop();
  const staffDatabase = await PGlite.create({ dataDir: join(staffDir, 'pglite') });
  await setStaffRole(staffDatabase, email, 'admin');
  await staffDatabase.close();
  const server = await startBuiltServer({
    env,
    template: dataTemplate,
  });
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('dataTemplate', dataTemplate);
  project.provide('staffTemplate', { dataDir: staffDir, name, email, password });
  return async () => {
    await browser.close();
    await server.stop();
    await rm(dataTemplate, { recursive: true, force: true });
    await rm(staffDir, { recursive: true, force: true });
  };
}
