import { endpoints } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { EVERYONE } from '../../lib/rate-limit';
import { requireMember, requireStaff } from '../auth/guards';
import { forgetApprovedReviewCount } from './approved-review-count';
import { CARD_REVIEW_LIMITS } from './card-review-limits';
import {
  cardReviewQueue,
  listCardReviews,
  moderateCardReview,
  myCardReview,
  saveMyCardReview,
} from './card-reviews.service';

/** Members' card reviews: the public lists, a member's own review, and the moderators' queue. */
export function cardReviewsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;

  /**
   * After a change that may move what pages show (an approved review written over, or a verdict), this
   * process reads the data version at once, reloading its catalogue and reviews, instead of within the
   * poll; other processes follow within it. The count of approved reviews is read afresh too.
   */
  const followChange = async () => {
    forgetApprovedReviewCount(db);
    await deps.dataVersion.check();
  };

  mount(endpoints.listCardReviews, async ({ params, query }) =>
    reply(
      200,
      await listCardReviews({ db, catalogue: await deps.catalogue.get(), slug: params.slug, page: query.page ?? 1 }),
    ),
  );
  // From memory, like the card pages: the /review page keeps working while the database is away.
  mount(endpoints.latestCardReviews, async () => reply(200, { reviews: (await deps.catalogue.get()).reviews.latest }));

  mount(endpoints.getMyCardReview, async ({ params }, c) => {
    const { user } = requireMember(c, deps);
    return reply(
      200,
      await myCardReview({ db, catalogue: await deps.catalogue.get(), member: user, slug: params.slug }),
    );
  });
  mount(endpoints.saveMyCardReview, async ({ params, body }, c) => {
    const { user } = requireMember(c, deps);
    await deps.rateLimiter.consume(CARD_REVIEW_LIMITS.perMember, user.id);
    await deps.rateLimiter.consume(CARD_REVIEW_LIMITS.everyone, EVERYONE);
    const now = new Date();
    const saved = await saveMyCardReview({
      db,
      catalogue: await deps.catalogue.get(),
      member: user,
      slug: params.slug,
      input: body,
      today: torontoDate(now),
      now,
    });
    await followChange();
    return reply(200, saved);
  });

  mount(endpoints.listCardReviewQueue, async ({ query }) =>
    reply(
      200,
      await cardReviewQueue({
        db,
        catalogue: await deps.catalogue.get(),
        status: query.status ?? 'pending',
        page: query.page ?? 1,
      }),
    ),
  );
  mount(endpoints.setCardReviewStatus, async ({ params, body }, c) => {
    const staff = requireStaff(c, deps, 'content');
    const review = await moderateCardReview({
      db,
      catalogue: await deps.catalogue.get(),
      id: params.id,
      verdict: body.status,
      moderatorId: staff.user.id,
      seenUpdatedAt: body.updatedAt,
      now: new Date(),
    });
    // Who did what to which review: ids only, never what the member wrote or their address.
    c.get('logger').info(
      { memberId: staff.user.id, reviewId: review.id, action: body.status },
      `card review ${body.status}`,
    );
    await followChange();
    return reply(200, review);
  });
}
