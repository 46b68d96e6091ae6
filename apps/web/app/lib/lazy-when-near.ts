import { type ComponentType, lazy } from 'react';

/**
 * How far below the screen a part's code starts loading: a little ahead of the reader (a small file
 * arrives well before a finger or wheel brings the part into view), not so far that a tall screen
 * loads it at once.
 */
const AHEAD = '200px 0px';

/** Resolves once the element is within a screen of the viewport; at once when there is nothing to wait for. */
function nearViewport(id: string): Promise<void> {
  if (typeof document === 'undefined' || !('IntersectionObserver' in window)) return Promise.resolve();
  const element = document.getElementById(id);
  // Not on the page yet (a client-side navigation): the part is about to be drawn, load it now.
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}

/**
 * A part of a page below the fold whose code loads only as the reader nears it. The server renders it
 * with the page; while its code has not loaded, React keeps that HTML as it is (plain links work), and
 * hydrates it once the code arrives. `anchorId` is an element the part renders, watched for nearness.
 * The part must not receive new props before then (memoize what renders it), or React draws it anew.
 */
export function lazyWhenNear<P extends object>(
  anchorId: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() => nearViewport(anchorId).then(load));
}
