import { randomUUID } from 'node:crypto';
import { type Endpoint, endpoints } from '@cardgenius/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EVERYONE, type RateLimitRule } from '../lib/rate-limit';
import { anonymousWriteExamples, type ExampleRequest } from '../test/endpoint-examples';
import { anotherVisitor, asMember, signedInMember } from '../test/members';
import { createTestApp } from '../test/test-app';

/**
 * Every call an anonymous visitor may make that stores something is limited per address and
 * site-wide: the list comes from the contract (every public endpoint that is not a GET), so a new
 * endpoint cannot slip through; each needs an example request (test/endpoint-examples.ts), or this
 * file fails naming it.
 */

const observed: Array<{ rule: RateLimitRule; subject: string }> = [];
const t = await createTestApp({ rateLimitObserver: (rule, subject) => observed.push({ rule, subject }) });
afterAll(() => t.close());

const EXAMPLES = anonymousWriteExamples(t);

/** Rows in every table, for "stored something?"; and a digest of every row, for "changed anything?". */
async function snapshot(): Promise<Record<string, string>> {
  await t.settle();
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; digest: string | null }>(
      sql`select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return result;
}

const rowsOf = (snap: Record<string, string>) =>
  Object.fromEntries(Object.entries(snap).map(([table, value]) => [table, Number(value.split(':')[0])]));
const grewIn = (before: Record<string, string>, after: Record<string, string>) => {
  const [was, is] = [rowsOf(before), rowsOf(after)];
  return Object.keys(is).filter((table) => (is[table] ?? 0) > (was[table] ?? 0));
};

async function send(endpoint: Endpoint, example: ExampleRequest, address: string) {
  observed.length = 0;
  const response = await t.app.request(`/api/v2${example.path ?? endpoint.path}`, {
    method: endpoint.method.toUpperCase(),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...example.headers },
    body: JSON.stringify(example.body ?? {}),
  });
  await t.settle();
  return { status: response.status, limits: [...observed] };
}

const anonymousWrites = Object.values(endpoints).filter(
  (endpoint) => endpoint.access === 'public' && endpoint.method !== 'get',
);

describe('anonymous writes', () => {
  it('has an example request for every public endpoint that is not a GET', () => {
    const missing = anonymousWrites.map((endpoint) => endpoint.id).filter((id) => !(id in EXAMPLES));
    expect(missing).toEqual([]);
  });

  let address = 0;
  const nextAddress = () => {
    address = (address % 250) + 1;
    return `192.0.2.${address}, 203.0.113.${address}`;
  };

  describe.each(anonymousWrites.map((endpoint) => [endpoint.id, endpoint] as const))('%s', (id, endpoint) => {
    it('stores nothing past its limits per address and site-wide, or stores nothing at all', async () => {
      const example = EXAMPLES[id];
      if (!example) throw new Error(`no example request for ${id}`);
      const ip = nextAddress();
      const client = ip.split(',').at(-1)?.trim() ?? '';

      const first = await example.request(1);
      const before = await snapshot();
      const { status, limits } = await send(endpoint, first, ip);
      expect(status).toBeLessThan(500);
      const stored = grewIn(before, await snapshot());

      if (example.kind === 'single-use') {
        const again = await snapshot();
        for (let repeat = 0; repeat < 3; repeat++) expect((await send(endpoint, first, ip)).status).toBeLessThan(500);
        expect(grewIn(again, await snapshot())).toEqual([]);
        return;
      }
      if (stored.length === 0) {
        // Stores nothing for an anonymous caller: more calls with other subjects store nothing either.
        const quiet = await snapshot();
        for (let n = 2; n <= 4; n++) await send(endpoint, await example.request(n), ip);
        expect(grewIn(quiet, await snapshot())).toEqual([]);
        return;
      }

      const perAddress = limits.find((entry) => entry.subject === client)?.rule;
      const siteWide = limits.find((entry) => entry.subject === EVERYONE)?.rule;
      expect(perAddress, `${id} stores ${stored.join(', ')} with no limit per address`).toBeDefined();
      expect(siteWide, `${id} stores ${stored.join(', ')} with no site-wide limit`).toBeDefined();
      if (!perAddress || !siteWide) return;

      // At the limit the next call is refused and stores nothing: first per address, then for everyone.
      for (const [rule, subject, from] of [
        [perAddress, client, ip],
        [siteWide, EVERYONE, nextAddress()],
      ] as const) {
        for (let hit = 0; hit < rule.limit; hit++) await t.deps.rateLimiter.count(rule, subject);
        const request = await example.request(2);
        const quiet = await snapshot();
        const refused = await send(endpoint, request, from);
        expect(refused.status, `${id} past ${rule.name}`).toBe(429);
        expect(grewIn(quiet, await snapshot())).toEqual([]);
        await t.deps.rateLimiter.reset(rule, subject);
      }
    });
  });
});

const goCard = async () => {
  const card = (await t.deps.catalogue.get()).cards.find((each) => !each.hidden && !each.temporarilyUnavailable);
  if (!card) throw new Error('no listed card');
  return card;
};

describe('reads', () => {
  it('no GET of the contract changes anything stored', async () => {
    const card = await goCard();
    const { offers } = (await (await t.app.request('/api/v2/offers')).json()) as {
      offers: Array<{ cardSlug: string }>;
    };
    const [offer] = offers;
    const params: Record<string, string> = { slug: offer?.cardSlug ?? card.slug, affiliateId: card.affiliateId };
    const member = await signedInMember(t, `reader.${randomUUID().slice(0, 8)}@example.ca`);
    const before = await snapshot();
    for (const endpoint of Object.values(endpoints).filter((each) => each.method === 'get')) {
      const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x');
      for (const headers of [{}, asMember(member)]) {
        const response = await t.app.request(`/api/v2${path}`, { headers: { ...headers, ...anotherVisitor() } });
        expect(response.status, `${endpoint.id}`).toBeLessThan(500);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
