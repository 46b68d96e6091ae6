import {
  type BreakdownRow,
  DASHBOARD_TIME_ZONE,
  type DashboardRange,
  rangeDays,
  topWithRest,
} from '@cardgenius/core/analytics';
import type { AnalyticsDashboard } from '@cardgenius/core/contract';
import { siteRatingScore } from '@cardgenius/core/rules';
import { and, count, desc, eq, gte, isNotNull, lt, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  analyticsEvents,
  analyticsSessions,
  applyClicks,
  cards,
  issuers,
  newsletterSubscribers,
  satisfactionResponses,
  users,
} from '../../db/schema';

/** The zone as SQL text: a constant, so every day expression of a query is the same and can be grouped on. */
const ZONE = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);

/**
 * The Toronto calendar day of an instant, as YYYY-MM-DD: the same day as date_trunc('day', …,
 * 'America/Toronto'), at half its cost per row (one conversion instead of two).
 */
const torontoDay = (column: PgColumn) => sql<string>`to_char((${column} at time zone ${ZONE})::date, 'YYYY-MM-DD')`;

/** A stored Toronto day column as YYYY-MM-DD. */
const storedDay = (column: PgColumn) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;

/**
 * The instants of a range: from the start day's Toronto midnight to the one after the end day. Plain
 * bounds on the column, so its index is used; a DST day is 23 or 25 hours long, as it was lived.
 */
function inRange(column: PgColumn, range: DashboardRange): SQL {
  const start = sql`(${range.from}::date::timestamp at time zone ${ZONE})`;
  const end = sql`((${range.to}::date + 1)::timestamp at time zone ${ZONE})`;
  return and(gte(column, start), lt(column, end)) as SQL;
}

type DailyCounts = Omit<AnalyticsDashboard['days'][number], 'date'>;

/**
 * Counts per stored day (visits and events, the tables that grow by the million): the day is read
 * from the index, nothing is computed per row.
 */
async function perStoredDay(
  db: Database,
  dayColumn: PgColumn,
  table: Parameters<ReturnType<Database['select']>['from']>[0],
  range: DashboardRange,
  where?: SQL,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: storedDay(dayColumn), value: count() })
    .from(table)
    .where(and(where, gte(dayColumn, range.from), lte(dayColumn, range.to)))
    .groupBy(dayColumn);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/** Rows of one count per day, keyed by day. */
async function perDay(
  db: Database,
  column: PgColumn,
  table: Parameters<ReturnType<Database['select']>['from']>[0],
  range: DashboardRange,
  where?: SQL,
): Promise<Map<string, number>> {
  const day = torontoDay(column);
  const rows = await db
    .select({ day, value: count() })
    .from(table)
    .where(and(inRange(column, range), where))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, row.value]));
}

async function satisfactionPerDay(db: Database, range: DashboardRange) {
  const column = satisfactionResponses.createdAt;
  const rows = await db
    .select({ day: torontoDay(column), answers: count(), ratingSum: sum(satisfactionResponses.rating) })
    .from(satisfactionResponses)
    .where(inRange(column, range))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, { answers: row.answers, ratingSum: Number(row.ratingSum ?? 0) }]));
}

/** Apply clicks of the range per card, counted first and named after (cards gone from the catalogue keep their slug). */
async function clicksByCard(db: Database, range: DashboardRange) {
  const perCard = db
    .select({ cardSlug: applyClicks.cardSlug, clicks: count().as('clicks') })
    .from(applyClicks)
    .where(inRange(applyClicks.createdAt, range))
    .groupBy(applyClicks.cardSlug)
    .as('per_card');
  return db
    .select({
      cardSlug: perCard.cardSlug,
      clicks: perCard.clicks,
      cardName: cards.name,
      issuerSlug: cards.issuerSlug,
      issuerName: issuers.name,
    })
    .from(perCard)
    .leftJoin(cards, eq(cards.slug, perCard.cardSlug))
    .leftJoin(issuers, eq(issuers.slug, cards.issuerSlug))
    .orderBy(desc(perCard.clicks));
}

async function clicksByContext(db: Database, range: DashboardRange): Promise<BreakdownRow[]> {
  const rows = await db
    .select({ context: applyClicks.context, clicks: count() })
    .from(applyClicks)
    .where(inRange(applyClicks.createdAt, range))
    .groupBy(applyClicks.context);
  return rows.map((row) => ({ key: row.context, label: row.context, count: row.clicks }));
}

/** Written out, not a parameter, so the planner matches it with the page views' partial index. */
const PAGEVIEWS = sql`${analyticsEvents.kind} = 'pageview'`;

/** Each query of the dashboard, by name: one per series and breakdown (the benchmark times each). */
export const DASHBOARD_QUERIES = {
  sessions: (db: Database, range: DashboardRange) =>
    perStoredDay(db, analyticsSessions.createdDay, analyticsSessions, range),
  pageviews: (db: Database, range: DashboardRange) =>
    perStoredDay(db, analyticsEvents.occurredDay, analyticsEvents, range, PAGEVIEWS),
  applyClicks: (db: Database, range: DashboardRange) => perDay(db, applyClicks.createdAt, applyClicks, range),
  subscriptions: (db: Database, range: DashboardRange) =>
    perDay(
      db,
      newsletterSubscribers.confirmedAt,
      newsletterSubscribers,
      range,
      isNotNull(newsletterSubscribers.confirmedAt),
    ),
  registrations: (db: Database, range: DashboardRange) => perDay(db, users.createdAt, users, range),
  satisfaction: satisfactionPerDay,
  clicksByCard,
  clicksByContext,
} as const;

/** A card no longer in the catalogue still counts, under this issuer. */
export const UNKNOWN_ISSUER = { key: 'unknown', label: 'Not in the catalogue' } as const;

/** Per-card rows summed per issuer (at most one row per card, so this is a handful of additions). */
function byIssuer(rows: Awaited<ReturnType<typeof clicksByCard>>): BreakdownRow[] {
  const issuersSeen = new Map<string, BreakdownRow>();
  for (const row of rows) {
    const key = row.issuerSlug ?? UNKNOWN_ISSUER.key;
    const entry = issuersSeen.get(key) ?? { key, label: row.issuerName ?? UNKNOWN_ISSUER.label, count: 0 };
    entry.count += row.clicks;
    issuersSeen.set(key, entry);
  }
  return [...issuersSeen.values()];
}

/**
 * The dashboard for a range of Toronto days: each count per day (every day listed, zero when nothing
 * happened), their totals, and apply clicks by card, issuer and context. Counts only: no member's data.
 */
export async function readAnalyticsDashboard(
  db: Database,
  range: DashboardRange,
  top: number,
): Promise<AnalyticsDashboard> {
  const q = DASHBOARD_QUERIES;
  const [sessions, pageviews, clicks, subscriptions, registrations, satisfaction, cardRows, contextRows] =
    await Promise.all([
      q.sessions(db, range),
      q.pageviews(db, range),
      q.applyClicks(db, range),
      q.subscriptions(db, range),
      q.registrations(db, range),
      q.satisfaction(db, range),
      q.clicksByCard(db, range),
      q.clicksByContext(db, range),
    ]);

  const days = rangeDays(range).map((date) => {
    const rated = satisfaction.get(date);
    return {
      date,
      sessions: sessions.get(date) ?? 0,
      pageviews: pageviews.get(date) ?? 0,
      applyClicks: clicks.get(date) ?? 0,
      subscriptions: subscriptions.get(date) ?? 0,
      registrations: registrations.get(date) ?? 0,
      satisfactionAnswers: rated?.answers ?? 0,
      satisfactionScore: rated ? siteRatingScore(rated.ratingSum, rated.answers) : null,
    } satisfies DailyCounts & { date: string };
  });
  const total = (key: Exclude<keyof DailyCounts, 'satisfactionScore'>) => days.reduce((sum, day) => sum + day[key], 0);
  const ratingSum = [...satisfaction.values()].reduce((sum, day) => sum + day.ratingSum, 0);

  return {
    range: { ...range, timeZone: DASHBOARD_TIME_ZONE },
    days,
    totals: {
      sessions: total('sessions'),
      pageviews: total('pageviews'),
      applyClicks: total('applyClicks'),
      subscriptions: total('subscriptions'),
      registrations: total('registrations'),
      satisfactionAnswers: total('satisfactionAnswers'),
      satisfactionScore: siteRatingScore(ratingSum, total('satisfactionAnswers')),
    },
    applyClicksByCard: topWithRest(
      cardRows.map((row) => ({ key: row.cardSlug, label: row.cardName ?? row.cardSlug, count: row.clicks })),
      top,
    ),
    applyClicksByIssuer: topWithRest(byIssuer(cardRows), top),
    applyClicksByContext: topWithRest(contextRows, top),
  };
}
