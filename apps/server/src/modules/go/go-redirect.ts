import { randomUUID } from 'node:crypto';
import { firstGoStep, isAffiliateId, readGoLinkQuery, stepAfterClick } from '@cardgenius/core/rules';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../lib/app-error';
import { EVERYONE } from '../../lib/rate-limit';
import { sessionMiddleware } from '../auth/session-middleware';
import { clickVisitor } from './click-visitor';
import { GO_RATE_LIMITS, getGoLink, recordApplyClick } from './go.service';

/** The page an unavailable card leads to (shell-and-browsing §2.1). */
const temporarilyUnavailablePath = (displayName: string) =>
  `/temporarily-unavailable?card=${encodeURIComponent(displayName)}`;

/**
 * Where `/go2/{affiliateId}` sends the visitor: the §7 branches without JavaScript. The click is recorded
 * with a server-made id; when recording fails or the address is over its limit, the visitor still gets
 * the card's registered URL, untracked (§8: "Affiliate tracking link failure: fall back to the original link").
 */
async function go2Destination(c: Context<AppEnv>, deps: AppDeps): Promise<string> {
  const affiliateId = c.req.param('affiliateId') ?? '';
  if (!isAffiliateId(affiliateId)) return '/';
  const db = deps.database.db;
  const catalogue = await deps.catalogue.get();
  let answer: Awaited<ReturnType<typeof getGoLink>>;
  try {
    answer = await getGoLink({ db, catalogue, affiliateId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return error.redirect ?? '/';
    throw error;
  }
  const query = readGoLinkQuery(new URL(c.req.url).searchParams);
  const step = firstGoStep({ answer, query, ownOrigin: new URL(deps.env.SITE_URL).origin });
  if (step.kind === 'leave') return step.to;
  if (step.kind === 'direct') return step.url;
  if (step.kind === 'internal') return step.path;
  // A HEAD (link previews, uptime checks) is not a click.
  if (c.req.method !== 'GET') return answer.redirectUrl;
  const { count } = await deps.rateLimiter.count(GO_RATE_LIMITS.clickPerIp, c.get('clientIp'));
  if (count > GO_RATE_LIMITS.clickPerIp.limit) return answer.redirectUrl;
  const everyone = await deps.rateLimiter.count(GO_RATE_LIMITS.clickEveryone, EVERYONE);
  if (everyone.count > GO_RATE_LIMITS.clickEveryone.limit) return answer.redirectUrl;
  try {
    const click = await recordApplyClick({
      db,
      catalogue,
      affiliateId,
      click: { clickId: randomUUID(), context: query.context, aid: query.aid, pid: query.pid },
      visitor: clickVisitor(c, deps),
      page: `/go2/${affiliateId}`,
    });
    const next = stepAfterClick(step.card, click);
    if (next.kind === 'unavailable') return temporarilyUnavailablePath(next.displayName);
    // An offers page needs the navigation state only the browser flow can give: go to the issuer.
    if (next.kind === 'offer') return next.state.destination;
    if (next.kind === 'issuer') return next.url;
    return answer.redirectUrl;
  } catch (error) {
    c.get('logger').error({ err: error, affiliateId }, 'go2 click not recorded');
    return answer.redirectUrl;
  }
}

/**
 * `/go2/{affiliateId}`: the go-link as a plain server-side 302, for browsers without JavaScript and
 * whenever the page's flow fails. Mounted before the web app, outside /api/v2.
 */
export function mountGoRedirect(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/go2/:affiliateId', clientAddress(deps.env.TRUST_PROXY), sessionMiddleware(deps), async (c) => {
    let location = '/';
    try {
      location = await go2Destination(c, deps);
    } catch (error) {
      c.get('logger').error({ err: error }, 'go2 failed');
    }
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.redirect(location, 302);
  });
}
