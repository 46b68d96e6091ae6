import type { CallInput, CallResult, Endpoint, endpoints } from '@cardgenius/core/contract';
import { type RefObject, useEffect } from 'react';

/**
 * The API client and the contract (with zod), loaded on demand: a control that calls the API only when
 * used (hover, focus, first click) keeps both out of its page's first JavaScript.
 */
export const loadBrowserApi = () => Promise.all([import('./browser-api'), import('@cardgenius/core/contract')]);

type Endpoints = typeof endpoints;

/**
 * One typed call by the endpoint's name in the contract (`callApi('login', { body })`), loading the client
 * and the contract first if this page has not yet: for forms whose page should not pay for zod before the
 * visitor uses them (`loadBrowserApi()` on focus loads it ahead).
 */
export async function callApi<K extends keyof Endpoints>(
  name: K,
  ...input: keyof CallInput<Endpoints[K]> extends never ? [] : [CallInput<Endpoints[K]>]
): Promise<CallResult<Endpoints[K]>> {
  const [{ browserApi }, contract] = await loadBrowserApi();
  // The input's type was checked against this endpoint's above; the client's own signature cannot see that.
  const client = browserApi as { call(endpoint: Endpoint, ...input: unknown[]): Promise<CallResult<Endpoints[K]>> };
  return client.call(contract.endpoints[name], ...input);
}

/**
 * Starts loading the client and the contract when focus first enters the element (or is in it already):
 * a form's page stays light, and by the time the visitor sends it the call rarely waits.
 */
export function useBrowserApiOnFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const load = () => void loadBrowserApi();
    if (element.contains(document.activeElement)) load();
    element.addEventListener('focusin', load, { once: true });
    return () => element.removeEventListener('focusin', load);
  }, [ref]);
}
