import { isPrivacySignal, type TrackingExclusion, trackingExclusion } from '@cardgenius/core/analytics';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';

/**
 * Why this request's visit must not be tracked (shell-and-browsing §6), or null. Any session of an
 * admin counts, even one still waiting for its second factor; the privacy signals are the request's
 * `Sec-GPC` and `DNT` headers. Usable by every module that stores analytics.
 */
export function analyticsExclusion(c: Context<AppEnv>, deps: AppDeps): TrackingExclusion | null {
  return trackingExclusion({
    isAdmin: (c.get('session')?.user.role ?? null) !== null,
    userAgent: c.req.header('user-agent'),
    // A partner build is the deployment's alone: the database's flags never make one.
    partnerMode: deps.env.FEATURE_FLAGS.partnerMode === true,
    privacySignal: isPrivacySignal(c.req.header('sec-gpc'), c.req.header('dnt')),
  });
}
