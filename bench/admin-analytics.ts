// `npx tsx bench/admin-analytics.ts`: the analytics dashboard's queries on 1,000,000 analytics events
// (with a session for every 8 events, an apply click for every 40, and some subscriptions, registrations
// and satisfaction answers), spread over the last 400 days, in a fresh embedded database (PGlite); with
// DATABASE_URL also on that PostgreSQL server, in a database of its own made and dropped here. Prints
// each query's p50 and p95 for a 30-day and a 365-day range (ADMIN_ANALYTICS_BENCH_RUNS samples, 15),
// and the whole dashboard's. A measurement: it exits 0 whatever the figures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DashboardRange, resolveDashboardRange } from '@cardgenius/core/analytics';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';
import { syncCatalogue } from '../apps/server/src/catalogue/sync-catalogue';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { DASHBOARD_QUERIES, readAnalyticsDashboard } from '../apps/server/src/modules/analytics/analytics-dashboard';

const EVENTS = Number(process.env.ADMIN_ANALYTICS_BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.ADMIN_ANALYTICS_BENCH_RUNS ?? 15);
const SPREAD_DAYS = 400;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Generated in SQL, so a million rows take seconds: ids, kinds and times spread evenly and at random. */
async function fill(database: DatabaseHandle) {
  const { db } = database;
  await syncCatalogue(db, loadCatalogueContent());
  const sessions = Math.ceil(EVENTS / 8);
  const started = performance.now();
  await db.execute(sql`
    insert into analytics_sessions (id, analytics_user_id, region, user_agent, landing_page, device, state, created_at, last_seen_at)
    select gen_random_uuid(), gen_random_uuid(), 'ca', 'bench', '/', case when n % 3 = 0 then 'desktop' else 'mobile' end,
      '{}'::jsonb, t, t
    from (select n, now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days' as t
          from generate_series(1, ${sessions}) n) s`);
  // Kinds roughly as a visit makes them: mostly page views, then scrolls, time on site, features, searches.
  await db.execute(sql`
    insert into analytics_events (id, session_id, kind, page, occurred_at, received_at, data)
    select gen_random_uuid(), gen_random_uuid(),
      (array['pageview','pageview','pageview','pageview','pageview','scroll','scroll','time-on-site','core-feature','search'])[1 + n % 10],
      '/credit-cards', t, t, '{}'::jsonb
    from (select n, now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days' as t
          from generate_series(1, ${EVENTS}) n) e`);
  await db.execute(sql`
    insert into apply_clicks (id, created_at, card_slug, affiliate_id, context, destination, request_id)
    select gen_random_uuid(), t, c.slug, c.affiliate_id,
      (array['Direct','Card page','Compare','Best cards','Quiz'])[1 + n % 5], c.apply_url, 'bench'
    from (select n, now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days' as t,
                 1 + (n * 7919) % (select count(*) from cards) as pick
          from generate_series(1, ${Math.ceil(EVENTS / 40)}) n) s
    join (select slug, affiliate_id, apply_url, row_number() over (order by slug) as position from cards) c
      on c.position = s.pick`);
  await db.execute(sql`
    insert into newsletter_subscribers (email, name, source, status, confirmed_at, created_at)
    select 'bench-' || n || '@example.invalid', 'Bench', 'Footer Optin', 'confirmed', t, t
    from (select n, now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days' as t
          from generate_series(1, ${Math.ceil(EVENTS / 200)}) n) s`);
  await db.execute(sql`
    insert into users (email, name, password_hash, referral_code, created_at)
    select 'bench-' || n || '@example.invalid', 'Bench', 'x', 'bench' || n, now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days'
    from generate_series(1, ${Math.ceil(EVENTS / 400)}) n`);
  await db.execute(sql`
    insert into satisfaction_responses (created_at, site, rating, comments, category, page, request_id)
    select now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days', 'site', (n % 3) - 1, '', 'site', '/', 'bench'
    from generate_series(1, ${Math.ceil(EVENTS / 400)}) n`);
  await db.execute(sql`vacuum analyze`);
  console.info(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function rangeOf(days: number): DashboardRange {
  const today = new Date();
  const end = resolveDashboardRange({}, today);
  if (!end.ok) throw new Error('no default range');
  const resolved = resolveDashboardRange(
    { to: end.range.to, from: new Date(Date.parse(end.range.to) - (days - 1) * 86_400_000).toISOString().slice(0, 10) },
    today,
  );
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.fields));
  return resolved.range;
}

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work(); // warm the cache and the plan
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function measure(label: string, database: DatabaseHandle) {
  console.info(`\n${label}: ${EVENTS.toLocaleString('en-CA')} events`);
  await database.migrate();
  await fill(database);
  const ranges = [rangeOf(30), rangeOf(365)];
  console.info(
    `  ${'query'.padEnd(18)} ${ranges.map((range) => `${range.days} days: p50 / p95 ms`.padStart(26)).join('')}`,
  );
  const names = Object.keys(DASHBOARD_QUERIES) as (keyof typeof DASHBOARD_QUERIES)[];
  const lines: [string, () => (range: DashboardRange) => Promise<unknown>][] = [
    ...names.map(
      (name) =>
        [name, () => (range: DashboardRange) => DASHBOARD_QUERIES[name](database.db, range)] as [
          string,
          () => (range: DashboardRange) => Promise<unknown>,
        ],
    ),
    ['whole dashboard', () => (range: DashboardRange) => readAnalyticsDashboard(database.db, range, 10)],
  ];
  for (const [name, make] of lines) {
    const cells: string[] = [];
    for (const range of ranges) {
      const { p50, p95 } = await time(() => make()(range));
      cells.push(`${p50.toFixed(1).padStart(8)} / ${p95.toFixed(1).padStart(7)}`.padStart(26));
    }
    console.info(`  ${name.padEnd(18)} ${cells.join('')}`);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'cg-bench-admin-analytics-'));
try {
  const embedded = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await measure('PGlite', embedded);
  } finally {
    await embedded.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const name = `cg_bench_admin_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const server = await openDatabase({ kind: 'postgres', url: url.toString(), queryTimeoutMs: 600_000 });
    try {
      await measure('PostgreSQL', server);
    } finally {
      await server.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}
