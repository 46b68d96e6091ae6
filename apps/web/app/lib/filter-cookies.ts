import { PROVINCES, type Province } from '@cardgenius/core/catalogue/provinces';
import {
  encodeFilterCookies,
  FILTER_COOKIE_NAMES,
  type FilterState,
  type FilterStateSource,
  loadFilterState,
  STATE_QUERY_PARAM,
} from '@cardgenius/core/filters';
import { PROVINCE_COOKIE } from './cookie-names';
import { browserCookies, deleteBrowserCookie, requestCookies, setBrowserCookie } from './cookies';

export function provinceFromCookies(cookies: Record<string, string>): Province | null {
  const value = cookies[PROVINCE_COOKIE];
  return (PROVINCES as readonly string[]).includes(value ?? '') ? (value as Province) : null;
}

/**
 * The filter state a page starts from: the `state` query parameter, else the filter cookies
 * (shell-and-browsing §4), with the province cookie filling in a province the state does not name.
 */
export function filterStateFromRequest(request: Request): { state: FilterState; source: FilterStateSource } {
  const cookies = requestCookies(request);
  const stateParam = new URL(request.url).searchParams.get(STATE_QUERY_PARAM);
  const loaded = loadFilterState({ stateParam, cookies });
  const province = loaded.state.province ?? provinceFromCookies(cookies);
  return { state: { ...loaded.state, province }, source: loaded.source };
}

/** The same, in the browser, from `document.cookie` and the current URL. */
export function filterStateFromBrowser(): FilterState {
  const cookies = browserCookies();
  const stateParam = new URLSearchParams(location.search).get(STATE_QUERY_PARAM);
  const loaded = loadFilterState({ stateParam, cookies });
  return { ...loaded.state, province: loaded.state.province ?? provinceFromCookies(cookies) };
}

/** Saves the parts of the state the cookies hold: debt, monthly spend and the preferences. */
export function saveFilterCookies(state: FilterState): void {
  const texts = encodeFilterCookies(state);
  for (const name of FILTER_COOKIE_NAMES) setBrowserCookie(name, texts[name]);
}

export function clearFilterCookies(): void {
  for (const name of FILTER_COOKIE_NAMES) deleteBrowserCookie(name);
}
