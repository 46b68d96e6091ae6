import type { GlobalResponse, LatestPosts, NotificationBellItem, PostSummary } from '@cardgenius/core/contract';
import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatPostDate, postDay } from '../features/blog/post-dates';
import { cachedFetch } from '../lib/page-cache';

interface Updates {
  posts: PostSummary[];
  items: NotificationBellItem[];
}

let request: Promise<Updates> | undefined;

const once = <T,>(path: string): Promise<T | null> =>
  cachedFetch(apiUrl(path))
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .catch(() => null);

/**
 * A call's JSON, asked a second time after a second when the first try fails, or null: a failure
 * shows an empty list (spec §8: bell failures are logged only).
 */
const json = async <T,>(path: string): Promise<T | null> =>
  (await once<T>(path)) ?? new Promise<T | null>((resolve) => setTimeout(() => resolve(once<T>(path)), 1000));

/**
 * The bell's 'Latest Updates' (shell-and-browsing §2.6, §4): the newest posts, then the staff's items,
 * Top items first.
 */
export function LatestUpdates() {
  const [updates, setUpdates] = useState<Updates | null>(null);
  useEffect(() => {
    request ??= Promise.all([json<LatestPosts>(API_PATHS.latestPosts), json<GlobalResponse>(API_PATHS.global)]).then(
      ([latest, global]) => {
        // A failed call is not kept: the next opening of the panel asks again.
        if (latest === null || global === null) request = undefined;
        return { posts: latest?.posts ?? [], items: global?.notificationBell ?? [] };
      },
    );
    let live = true;
    void request.then((loaded) => {
      if (live) setUpdates(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const items = updates?.items ?? [];
  const ordered = [
    ...items.filter((item) => item.position === 'Top'),
    ...items.filter((item) => item.position !== 'Top'),
  ];
  return (
    <>
      <p className="font-bold text-base">Latest Updates</p>
      <ul className="mt-2 divide-y divide-slate-100" aria-busy={updates === null}>
        {(updates?.posts ?? []).map((post) => (
          <li key={post.id} className="py-2">
            <Link to={post.route} className="font-semibold text-brand-700 hover:underline">
              {post.title}
            </Link>
            <p className="mt-0.5 text-slate-600">
              New on the blog · <time dateTime={postDay(post.sortDate)}>{formatPostDate(post.sortDate)}</time>
            </p>
          </li>
        ))}
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
