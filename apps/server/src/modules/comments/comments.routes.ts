import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { EVERYONE } from '../../lib/rate-limit';
import { requireCaptcha } from '../auth/auth.service';
import { requireStaff } from '../auth/guards';
import { isAuthenticated } from '../auth/sessions';
import { COMMENT_LIMITS } from './comment-limits';
import { commentsForModeration, listComments, moderateComment, submitComment } from './comments.service';

export function commentsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;
  const site = { siteUrl: deps.env.SITE_URL, brandName: deps.env.BRAND_NAME };

  mount(endpoints.listComments, async ({ query }) =>
    reply(
      200,
      await listComments({ db, postId: query.post, page: query.page, perPage: query.per_page, order: query.order }),
    ),
  );

  mount(endpoints.postComment, async ({ body }, c) => {
    await deps.rateLimiter.consume(COMMENT_LIMITS.perIp, c.get('clientIp'));
    await deps.rateLimiter.consume(COMMENT_LIMITS.everyone, EVERYONE);
    await requireCaptcha(deps, body.captchaCode);
    // Counted once the captcha is solved, so nobody can spend another writer's allowance for free.
    await deps.rateLimiter.consume(COMMENT_LIMITS.perWriter, body.email);
    const current = c.get('session');
    const member =
      current && isAuthenticated(deps, current)
        ? { id: current.user.id, email: current.user.email, emailConfirmed: current.user.emailConfirmedAt !== null }
        : null;
    const { receipt, emailQueued } = await submitComment({
      db,
      input: {
        postId: body.post_id,
        parentId: body.parent_id ?? null,
        name: body.name,
        email: body.email,
        body: body.comment,
        notifyReplies: body.notifyReplies ?? false,
      },
      member,
      requestId: c.get('requestId'),
      site,
    });
    if (emailQueued) deps.mailQueue.kick();
    // A comment published at once shows on this process's next page at once (others poll the version).
    if (receipt.status === 'approved') await deps.dataVersion.check();
    return reply(201, receipt);
  });

  mount(endpoints.listCommentsForModeration, async ({ query }) =>
    reply(200, await commentsForModeration({ db, status: query.status, page: query.page })),
  );

  mount(endpoints.moderateComment, async ({ params, body }, c) => {
    const staff = requireStaff(c, deps, 'content');
    const { comment, emailQueued } = await moderateComment({
      db,
      id: params.id,
      verdict: body.status,
      moderatorId: staff.user.id,
      site,
    });
    if (emailQueued) deps.mailQueue.kick();
    // The verdict shows on this process's next page at once; other processes follow within their poll.
    await deps.dataVersion.check();
    // Ids only: never the comment or its writer's address.
    c.get('logger').info({ memberId: staff.user.id, commentId: comment.id, verdict: body.status }, 'comment moderated');
    return reply(200, comment);
  });
}
