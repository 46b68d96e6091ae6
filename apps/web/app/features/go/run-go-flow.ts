import { endpoints, isApiError } from '@cardgenius/core/contract';
import { errorDestination, firstGoStep, readGoLinkQuery, stepAfterClick } from '@cardgenius/core/rules';
import type { NavigateFunction } from 'react-router';
import { browserApi } from '../../lib/browser-api';
import type { GoScreenState } from '../../lib/go-state';
import { paths } from '../../lib/paths';
import { newClickId } from './click-id';

/**
 * The flows started in this page load, by history entry. React's StrictMode runs effects twice, and a
 * re-render must not start another flow: one entry, one flow, one click id, so one recorded click.
 */
const runs = new Map<string, Promise<void>>();

export interface GoFlowOptions {
  affiliateId: string;
  /** The go-link's query string, `?` included (or empty). */
  search: string;
  /** The history entry's key (React Router's `location.key`). */
  entryKey: string;
  navigate: NavigateFunction;
}

/** Runs the go-link flow of shell-and-browsing §7 once per history entry. */
export function runGoFlow(options: GoFlowOptions): Promise<void> {
  const key = `${options.entryKey}:${options.affiliateId}`;
  let run = runs.get(key);
  if (!run) {
    run = goFlow(options);
    runs.set(key, run);
  }
  return run;
}

async function goFlow({ affiliateId, search, navigate }: GoFlowOptions): Promise<void> {
  // Any failure: the server-side redirect, with the same query (§8).
  const fallback = () => window.location.replace(paths.go2(affiliateId, search));
  try {
    let answer: unknown;
    try {
      answer = await browserApi.call(endpoints.getGoLink, { params: { affiliateId } });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      window.location.replace(errorDestination(error.redirect));
      return;
    }
    const query = readGoLinkQuery(search);
    const step = firstGoStep({ answer, query, ownOrigin: window.location.origin });
    if (step.kind === 'leave') return window.location.replace(step.to);
    if (step.kind === 'direct') return window.location.replace(step.url);
    if (step.kind === 'internal') return void navigate(step.path, { replace: true });

    const click = await browserApi.call(endpoints.recordApplyClick, {
      params: { affiliateId },
      body: { clickId: newClickId(), context: query.context, aid: query.aid, pid: query.pid },
    });
    const next = stepAfterClick(step.card, click);
    if (next.kind === 'unavailable') {
      return void navigate(paths.temporarilyUnavailable(next.displayName), { replace: true });
    }
    if (next.kind === 'offer') {
      const state: GoScreenState = next.state;
      return void navigate(paths.offers(next.offerSlug), { replace: true, state });
    }
    if (next.kind === 'issuer') return window.location.replace(next.url);
    fallback();
  } catch {
    fallback();
  }
}
