import { FILTER_BROADCAST_DELAY_MS, type FilterChangeType, type FilterState } from '@cardgenius/core/filters';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearFilterCookies, saveFilterCookies } from '../../lib/filter-cookies';
import { DraftSync } from './draft-sync';

/**
 * The compare page's filter state (shell-and-browsing §4): controls change a local draft at once;
 * 300 ms after the last change the draft is saved to the cookies and broadcast (here: `onBroadcast`,
 * which puts it in the URL so the ranking follows). A new state from the server (back button, a
 * shared link) replaces the draft; the return of an older send of its own never does (`DraftSync`). On a partner build Clear does nothing (§4): the partner's page keeps
 * the state it was given, and `clearable` tells the page to offer no Clear control.
 */
export function useFilterDraft(
  loaded: FilterState,
  onBroadcast: (state: FilterState, change: FilterChangeType) => void,
  { partnerBuild }: { partnerBuild: boolean },
) {
  const [draft, setDraft] = useState(loaded);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const broadcast = useRef(onBroadcast);
  broadcast.current = onBroadcast;
  const sync = useRef(new DraftSync());

  useEffect(() => {
    if (!sync.current.loaded()) return;
    clearTimeout(timer.current);
    setDraft(loaded);
  }, [loaded]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback((change: FilterChangeType, patch: Partial<FilterState>) => {
    setDraft((current) => {
      // Any change but paging itself starts again from the first page.
      const next = { ...current, page: 1, ...patch };
      sync.current.changed();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        saveFilterCookies(next);
        sync.current.sent();
        broadcast.current(next, change);
      }, FILTER_BROADCAST_DELAY_MS);
      return next;
    });
  }, []);

  const clear = useCallback(
    (defaults: FilterState) => {
      if (partnerBuild) return;
      clearTimeout(timer.current);
      clearFilterCookies();
      setDraft(defaults);
      sync.current.sent();
      broadcast.current(defaults, 'Clear');
    },
    [partnerBuild],
  );

  return { draft, update, clear, clearable: !partnerBuild };
}
