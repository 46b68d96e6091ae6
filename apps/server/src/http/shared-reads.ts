import type { ApiClient } from '@cardgenius/core/contract';

/**
 * One page request's API client whose reads with the same input share one answer: the root's loader and
 * a page's loader both read the global call, say, and it runs once. A call that is not a GET (an action's
 * form post) forgets what was read before it, so the loaders after it read afresh: a read-only POST (a
 * ranking) may make a later read run again, which costs time, never a stale answer. Answers are shared:
 * callers never change them.
 */
export function withSharedReads(api: ApiClient): ApiClient {
  const reads = new Map<string, Promise<unknown>>();
  return {
    call(endpoint, ...input) {
      if (endpoint.method !== 'get') {
        reads.clear();
        return api.call(endpoint, ...input);
      }
      const key = `${endpoint.id} ${JSON.stringify(input[0] ?? {})}`;
      let answer = reads.get(key);
      if (!answer) {
        answer = api.call(endpoint, ...input);
        reads.set(key, answer);
      }
      return answer as ReturnType<typeof api.call<typeof endpoint>>;
    },
  };
}
