import type { CardReviewPage, PublicCardReview } from '@cardgenius/core/contract';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { COMPACT_SECONDARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { loadBrowserApi } from '../../lib/load-browser-api';
import type { loader as rootLoader } from '../../root';
import { ReviewComposer } from './review-composer';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

/**
 * "Member reviews" on a card page: the approved reviews' average, spread and first page (from the card
 * call, so a kept page shows what was approved when it was rendered), more pages on request through the
 * public list, and the member's own review to write or edit (or a link to sign in).
 */
export function CardReviewsSection({
  cardSlug,
  cardName,
  first,
}: {
  cardSlug: string;
  cardName: string;
  first: CardReviewPage;
}) {
  const [reviews, setReviews] = useState<PublicCardReview[]>(first.reviews);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  /** The first review a "Show more" added: focus moves to it, as the button may be gone. */
  const [firstAdded, setFirstAdded] = useState<string | null>(null);
  const { summary } = first;
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.shell.auth.isAuthenticated ?? false;

  async function showMore() {
    if (state === 'loading') return;
    setState('loading');
    try {
      const [{ browserApi }, contract] = await loadBrowserApi();
      const next = await browserApi.call(contract.endpoints.listCardReviews, {
        params: { slug: cardSlug },
        query: { page: page + 1 },
      });
      // A review approved meanwhile can push one of the shown onto the next page: each is shown once.
      const added = next.reviews.filter((review) => !reviews.some((seen) => seen.id === review.id));
      setReviews([...reviews, ...added]);
      setFirstAdded(added[0]?.id ?? null);
      setPage(page + 1);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  useEffect(() => {
    if (firstAdded) document.getElementById(`review-${firstAdded}`)?.focus();
  }, [firstAdded]);

  const more = page < first.totalPages;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-24">
      <h2 id="reviews-heading" className="font-bold text-2xl">
        Member reviews
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Written by our members and read by a moderator before they are published. They do not change our rating.
      </p>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ReviewSummary summary={summary} />
        {reviews.length > 0 ? (
          <div className="mt-6 border-slate-200 border-t pt-6">
            <ReviewList reviews={reviews} />
            <div className="mt-5 flex flex-wrap items-center gap-3">
              {more ? (
                <button
                  type="button"
                  aria-disabled={state === 'loading'}
                  onClick={() => void showMore()}
                  className={COMPACT_SECONDARY_BUTTON_CLASS}
                >
                  {state === 'loading' ? 'Loading…' : 'Show more reviews'}
                </button>
              ) : null}
              <p role="status" className="text-slate-600 text-sm">
                {state === 'failed'
                  ? 'More reviews could not be loaded. Try again in a moment.'
                  : page > 1
                    ? `Showing ${reviews.length} of ${summary.count} reviews.`
                    : ''}
              </p>
            </div>
          </div>
        ) : null}
      </div>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 className="font-bold text-lg">{signedIn ? 'Your review' : 'Write a review'}</h3>
        <div className="mt-3">
          <ReviewComposer cardSlug={cardSlug} cardName={cardName} />
        </div>
      </div>
    </section>
  );
}
