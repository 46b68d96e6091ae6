import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { SITE_RATING_SCALE_MAX } from '@cardgenius/core/rules';
import { useEffect, useRef, useState } from 'react';
import { SATISFACTION_SENT_EVENT } from '../lib/satisfaction-events';

/** The site's rating from the satisfaction widget's answers (GET /api/v2/feedback/site-rating). */
const SITE_RATING_URL = apiUrl(API_PATHS.siteRating);
/** The widget reloads this long after a visitor's answer is stored (shell-and-browsing §2.11). */
export const SITE_RATING_RELOAD_MS = 500;

interface SiteRating {
  answers: number;
  score: number | null;
}

async function fetchSiteRating(): Promise<SiteRating | null> {
  try {
    const response = await fetch(SITE_RATING_URL, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<SiteRating>;
    return typeof body.answers === 'number' && (typeof body.score === 'number' || body.score === null)
      ? { answers: body.answers, score: body.score }
      : null;
  } catch {
    // The rating is a nicety: without it the footer simply does not show one (§8, logged only).
    return null;
  }
}

/** Five stars filled to the score, drawn (no font or image needed) and hidden from screen readers. */
function Stars({ score }: { score: number }) {
  const percent = (score / SITE_RATING_SCALE_MAX) * 100;
  const row = '★★★★★';
  return (
    <span aria-hidden="true" className="relative inline-block text-base leading-none tracking-wide">
      <span className="text-slate-600">{row}</span>
      <span className="absolute inset-0 overflow-hidden text-amber-400" style={{ width: `${percent}%` }}>
        {row}
      </span>
    </span>
  );
}

/**
 * The trust rating: what visitors who answered 'Have a second?' make of the site, as an average out of 5
 * with the number of answers. Loaded when the footer nears the screen; reloaded after a visitor's own
 * answer is stored.
 */
export function SiteRatingBadge() {
  const ref = useRef<HTMLDivElement>(null);
  const [rating, setRating] = useState<SiteRating | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void fetchSiteRating().then((loaded) => {
        if (live && loaded) setRating(loaded);
      });
    // Asked for once the footer nears the screen: pages never scrolled that far do not ask.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            ([entry]) => {
              if (!entry?.isIntersecting) return;
              observer?.disconnect();
              load();
            },
            { rootMargin: '400px' },
          );
    if (observer && ref.current) observer.observe(ref.current);
    else load();
    let reload: ReturnType<typeof setTimeout> | undefined;
    const onSent = () => {
      clearTimeout(reload);
      reload = setTimeout(load, SITE_RATING_RELOAD_MS);
    };
    window.addEventListener(SATISFACTION_SENT_EVENT, onSent);
    return () => {
      live = false;
      observer?.disconnect();
      clearTimeout(reload);
      window.removeEventListener(SATISFACTION_SENT_EVENT, onSent);
    };
  }, []);

  return (
    <div ref={ref} className="min-h-6 text-slate-300" data-testid="site-rating">
      {rating === null ? null : rating.score === null ? (
        <p>No visitor ratings yet.</p>
      ) : (
        <p className="flex flex-wrap items-center gap-x-2">
          <Stars score={rating.score} />
          <span>
            Visitors rate us <strong className="text-white">{rating.score.toFixed(1)} out of 5</strong> (
            {rating.answers.toLocaleString('en-CA')} {rating.answers === 1 ? 'rating' : 'ratings'})
          </span>
        </p>
      )}
    </div>
  );
}
