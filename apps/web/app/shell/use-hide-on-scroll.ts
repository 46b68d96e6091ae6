import { useEffect, useState } from 'react';

/** Below this window height the header gives its room back while scrolling down (§2.6, §9). */
const SMALL_SCREEN_HEIGHT = 768;

/** True while the header should be hidden: a short window, scrolling down, past the header. */
export function useHideOnScroll(headerHeight = 64): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (window.innerHeight >= SMALL_SCREEN_HEIGHT) setHidden(false);
      else if (y > last && y > headerHeight) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [headerHeight]);
  return hidden;
}
