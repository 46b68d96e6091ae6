import {
  FILTER_COOKIE_NAMES,
  type FilterState,
  type FilterStateInput,
  type FilterStateSource,
  type RatingPointValueMode,
} from '@cardgenius/core/filters';
import { visitorProfile } from '@cardgenius/core/queries';
import { monthlySpendByCategory } from '@cardgenius/core/rating';
import { requestCookies } from '../../lib/cookies';
import { filterStateFromRequest } from '../../lib/filter-cookies';

/** How the points of a profile are valued, as the end of "points valued …". */
const POINT_VALUE_PHRASES: Record<RatingPointValueMode, string> = {
  cash: 'as cash',
  flex: 'for flexible redemptions',
  travel: 'for travel',
  max: 'at each program’s highest redemption value',
  best: 'at the best of cash, flexible and travel for each card',
};

/** What a page says about the profile its figures are for. */
export interface ProfileSummary {
  /** True when the visitor gave us their own figures (filter cookies or a `state=` link). */
  personal: boolean;
  /** Dollars a month across the 8 spending categories. */
  monthlyTotal: number;
  /** "for flexible redemptions", to follow "points valued". */
  pointValues: string;
}

export function profileSummary(
  state: FilterState,
  loaded: { source: FilterStateSource; cookies: Record<string, string> },
): ProfileSummary {
  const spend = monthlySpendByCategory(state.monthlySpend);
  return {
    personal: loaded.source === 'query' || FILTER_COOKIE_NAMES.some((name) => Boolean(loaded.cookies[name])),
    monthlyTotal: Math.round(Object.values(spend).reduce((sum, amount) => sum + amount, 0)),
    pointValues: POINT_VALUE_PHRASES[state.pointValueMode],
  };
}

/** The visitor of a request: the profile to rank with, and what to say about it. */
export function visitorFromRequest(request: Request): { input: FilterStateInput; summary: ProfileSummary } {
  const { state, source } = filterStateFromRequest(request);
  return {
    input: visitorProfile(state),
    summary: profileSummary(state, { source, cookies: requestCookies(request) }),
  };
}
