import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per `key` for the life of the component, even where React runs effects twice:
 * for posting a single-use code from a page (a second post of a used code turns a success into an error).
 */
export function useOncePerKey(key: string, effect: () => void): void {
  const done = useRef<string | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    latest.current();
  }, [key]);
}
