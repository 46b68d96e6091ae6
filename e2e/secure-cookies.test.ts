import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { captchaCode, MEMBER_PASSWORD, registerMember } from './support/member';
import { startOwnServer } from './support/server';

/**
 * The site as deployed behind a TLS-terminating proxy: `SITE_URL` is https while requests reach the
 * server over plain http. Every cookie it sets, from the API, from a page's response or from the
 * page's script, must carry `Secure`.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let proxy: Server;
let origin: string;
let browser: Browser;
let certDir: string;

beforeAll(async () => {
  certDir = await mkdtemp(join(tmpdir(), 'cg-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      ...['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  let backend = '';
  proxy = createServer(
    { key: await readFile(join(certDir, 'key.pem')), cert: await readFile(join(certDir, 'cert.pem')) },
    (incoming, outgoing) => {
      const target = new URL(incoming.url ?? '/', backend);
      const forward = httpRequest(
        target,
        { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-proto': 'https' } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    },
  );
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  server = await startOwnServer({ env: { SITE_URL: origin, TRUST_PROXY: 'true', DEV_OUTBOX: 'any' } });
  backend = server.baseUrl;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  if (certDir) await rm(certDir, { recursive: true, force: true });
});

const insecure = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => !cookie.secure).map((cookie) => cookie.name);

describe('cookies with SITE_URL on https', () => {
  it('are all Secure: the session and CSRF cookies of a sign-in, SameSite Lax', async () => {
    const member = await registerMember(server.baseUrl);
    const response = await fetch(`${server.baseUrl}/api/v2/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.201' },
      body: JSON.stringify({
        email: member.email,
        password: MEMBER_PASSWORD,
        captchaCode: await captchaCode(server.baseUrl),
      }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['authToken']));
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
  });

  it("are all Secure: the filter, province and analytics cookies the page's script sets", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/credit-cards`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const spend = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Total monthly spending, dollars');
    await spend.fill('3100');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'monthlySpend'))
      .toBe(true);
    // Choosing a province reloads the page: its new load, not the old page's (closing the context while
    // the reload was under way could hang the close).
    const province = page.getByRole('contentinfo').getByLabel(/province/i);
    await Promise.all([page.waitForEvent('load'), province.selectOption('QC')]);
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .toEqual(expect.arrayContaining(['monthlySpend', 'province']));
    expect(await insecure(context)).toEqual([]);
    expect((await context.cookies()).length).toBeGreaterThan(3);
    await context.close();
  });

  it('are all Secure: the cookies a page sets in its own response (preferences saved without JavaScript, posted from the https page)', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/sliders`);
    await page.getByRole('button', { name: 'Save and compare cards' }).click();
    await page.waitForURL((url) => url.pathname === '/credit-cards');
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['userPreferences']));
    expect(await insecure(context)).toEqual([]);
    await context.close();
  });
});
