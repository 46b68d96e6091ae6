import type { GlobalResponse, NotificationBellItem } from '@cardgenius/core/contract';
import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cachedFetch } from '../lib/page-cache';

let request: Promise<NotificationBellItem[]> | undefined;

/** The bell's 'Latest Updates' (shell-and-browsing §2.6): Top items first, then the others. */
export function LatestUpdates() {
  const [items, setItems] = useState<NotificationBellItem[] | null>(null);
  useEffect(() => {
    request ??= cachedFetch(apiUrl(API_PATHS.global))
      .then((response) => (response.ok ? (response.json() as Promise<GlobalResponse>) : null))
      .then((global) => global?.notificationBell ?? [])
      // A failure shows an empty list (spec §8: bell failures are logged only).
      .catch(() => []);
    let live = true;
    void request.then((list) => {
      if (live) setItems(list);
    });
    return () => {
      live = false;
    };
  }, []);
  const ordered = items
    ? [...items.filter((item) => item.position === 'Top'), ...items.filter((item) => item.position !== 'Top')]
    : [];
  return (
    <>
      <p className="font-bold text-base">Latest Updates</p>
      <ul className="mt-2 divide-y divide-slate-100" aria-busy={items === null}>
        {ordered.map((item) => (
          <li key={item.id} className="py-2">
            {item.linkType === 'Internal' ? (
              <Link to={item.link} className="font-semibold text-brand-700 hover:underline">
                {item.name}
              </Link>
            ) : (
              <a
                href={item.link}
                className="font-semibold text-brand-700 hover:underline"
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.name}
              </a>
            )}
            <p className="mt-0.5 text-slate-600">{item.copy}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
