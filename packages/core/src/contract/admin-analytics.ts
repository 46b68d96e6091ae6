import '../zod-setup';
import { z } from 'zod';
import {
  DASHBOARD_FIRST_DATE,
  DASHBOARD_LAST_DATE,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TIME_ZONE,
} from '../analytics/dashboard-range';
import { DASHBOARD_TABLES } from '../analytics/dashboard-tables';
import { BREAKDOWN_MAX_TOP } from '../analytics/top-with-rest';
import { defineEndpoint } from './endpoint';

const TAG = 'Admin';

const DATE_MESSAGE = `A date as YYYY-MM-DD, from ${DASHBOARD_FIRST_DATE} to ${DASHBOARD_LAST_DATE}.`;
const DashboardDate = z.iso
  .date({ error: DATE_MESSAGE })
  .refine((value) => value >= DASHBOARD_FIRST_DATE && value <= DASHBOARD_LAST_DATE, DATE_MESSAGE);

const TOP_MESSAGE = `Ask for the top 1 to ${BREAKDOWN_MAX_TOP}.`;

/** The range and breakdown size both dashboard calls read. */
export const DashboardQuery = z.strictObject({
  from: DashboardDate.optional().describe('First day (Toronto), included; default: 29 days before `to`'),
  to: DashboardDate.optional().describe('Last day (Toronto), included; default: today'),
  top: z.coerce
    .number({ error: TOP_MESSAGE })
    .int(TOP_MESSAGE)
    .min(1, TOP_MESSAGE)
    .max(BREAKDOWN_MAX_TOP, TOP_MESSAGE)
    .optional()
    .describe('Rows of each apply-click breakdown before the rest is summed; default 10'),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

const Count = z.number().int().nonnegative();

const DashboardCounts = z.object({
  sessions: Count.describe('Visits started'),
  pageviews: Count,
  applyClicks: Count.describe('Clicks on Apply buttons (go-links)'),
  subscriptions: Count.describe('Newsletter subscriptions confirmed'),
  registrations: Count.describe('Accounts created'),
  satisfactionAnswers: Count.describe("Answers to the 'Have a second?' question"),
  satisfactionScore: z
    .number()
    .min(1)
    .max(5)
    .nullable()
    .describe('Their average on the footer’s 1–5 scale; null without answers'),
});

const BreakdownRow = z.object({ key: z.string(), label: z.string(), count: Count });
const Breakdown = z
  .object({
    top: z.array(BreakdownRow),
    restRows: Count.describe('How many more rows were summed into rest'),
    rest: Count,
  })
  .meta({ id: 'AnalyticsBreakdown' });

export const AnalyticsDashboard = z
  .object({
    range: z.object({
      from: z.iso.date(),
      to: z.iso.date(),
      days: z.number().int().min(1).max(DASHBOARD_MAX_DAYS),
      timeZone: z.literal(DASHBOARD_TIME_ZONE),
    }),
    days: z.array(DashboardCounts.extend({ date: z.iso.date() })).describe('Every day of the range, oldest first'),
    totals: DashboardCounts,
    applyClicksByCard: Breakdown,
    applyClicksByIssuer: Breakdown,
    applyClicksByContext: Breakdown,
  })
  .meta({ id: 'AnalyticsDashboard' });
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboard>;

const RANGE_RULES = `Days are Toronto calendar days; at most ${DASHBOARD_MAX_DAYS} of them (400 otherwise, naming the field to fix). Counts only: no member's data.`;

export const getAnalyticsDashboard = defineEndpoint({
  id: 'getAnalyticsDashboard',
  method: 'get',
  path: '/admin/analytics',
  summary: 'Visits, page views, apply clicks, subscriptions, registrations and satisfaction, per day',
  description: `${RANGE_RULES} Apply clicks are also split by card, issuer and context: the top rows and the rest summed.`,
  tag: TAG,
  access: 'staff:analytics',
  request: { query: DashboardQuery },
  responses: { 200: AnalyticsDashboard },
});

export const exportAnalyticsTable = defineEndpoint({
  id: 'exportAnalyticsTable',
  method: 'get',
  path: '/admin/analytics/export/{table}',
  summary: 'One table of the analytics dashboard as a CSV file',
  description: `${RANGE_RULES} \`daily\` has a row per day and a total; the breakdowns their top rows and the rest.`,
  tag: TAG,
  access: 'staff:analytics',
  mediaType: 'text/csv',
  request: {
    params: z.strictObject({
      table: z.enum(DASHBOARD_TABLES, { error: `The table is one of ${DASHBOARD_TABLES.join(', ')}.` }),
    }),
    query: DashboardQuery,
  },
  responses: { 200: z.string().describe('CSV (RFC 4180), UTF-8, with a header row') },
});
