import { endpoints } from '@cardgenius/core/contract';
import type { AuditEvent } from '@cardgenius/core/rules';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { reply } from '../../http/mount-endpoint';
import { auditContext, auditFor } from '../auth/audit';
import { requireStaff } from '../auth/guards';
import { bioFigures } from './bio-figures';
import {
  createPost,
  getEditorPost,
  listEditorPosts,
  previewPostBody,
  setPostStatus,
  updatePost,
} from './post-editor.service';
import { getAuthor, getPost, latestPosts, listAuthors, listPosts, type RenderPostBody } from './posts.service';
import { forgetPublishedPostCount } from './published-post-count';
import { renderedPostCache } from './rendered-posts';

export function postsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;
  const siteOrigin = new URL(deps.env.SITE_URL).origin;
  const renderBody = renderedPostCache({ siteOrigin, logger: deps.logger });

  /** Renders against the catalogue in memory and the data version this process last read. */
  const renderer = async (now: Date): Promise<RenderPostBody> => {
    const catalogue = await deps.catalogue.get();
    const dataVersion = deps.dataVersion.current();
    return (post) => renderBody({ post, catalogue, dataVersion, now });
  };

  /** Who did it, in the log and the audit log (ids only, never what they wrote). */
  const logAction = async (c: Context<AppEnv>, event: AuditEvent, action: string, postId: string) => {
    const staff = requireStaff(c, deps, 'content');
    c.get('logger').info({ memberId: staff.user.id, postId, action }, `post ${action}`);
    await auditFor(db, auditContext(c), event, staff.user.id, { post: postId, action });
    // This process counts afresh at once; others within a minute.
    forgetPublishedPostCount(db);
  };

  mount(endpoints.listPosts, async ({ query }) => reply(200, await listPosts({ db, query })));
  mount(endpoints.latestPosts, async () => reply(200, await latestPosts({ db })));
  mount(endpoints.getPost, async ({ params }) => {
    const now = new Date();
    return reply(200, await getPost({ db, slug: params.slug, render: await renderer(now), now }));
  });
  mount(endpoints.listAuthors, async () => reply(200, await listAuthors({ db, figures: await bioFigures(deps) })));
  mount(endpoints.getAuthor, async ({ params, query }) =>
    reply(200, await getAuthor({ db, slug: params.slug, page: query.page ?? 1, figures: await bioFigures(deps) })),
  );

  mount(endpoints.createPost, async ({ body }, c) => {
    const now = new Date();
    const post = await createPost({
      db,
      catalogue: await deps.catalogue.get(),
      render: await renderer(now),
      draft: body,
      now,
    });
    await logAction(c, 'post.created', 'created', post.id);
    return reply(201, post);
  });
  mount(endpoints.updatePost, async ({ params, body }, c) => {
    const now = new Date();
    const post = await updatePost({
      db,
      catalogue: await deps.catalogue.get(),
      render: await renderer(now),
      id: params.id,
      draft: body,
      now,
    });
    await logAction(c, 'post.updated', 'updated', post.id);
    return reply(200, post);
  });
  mount(endpoints.listEditorPosts, async ({ query }) =>
    reply(200, await listEditorPosts({ db, status: query.status, q: query.q, page: query.page })),
  );
  mount(endpoints.previewPostBody, async ({ body }) =>
    reply(200, await previewPostBody({ catalogue: await deps.catalogue.get(), body: body.body, siteOrigin })),
  );
  mount(endpoints.getEditorPost, async ({ params }) => {
    const now = new Date();
    return reply(200, await getEditorPost({ db, id: params.id, render: await renderer(now), now }));
  });
  mount(endpoints.setPostStatus, async ({ params, body }, c) => {
    const now = new Date();
    const post = await setPostStatus({ db, id: params.id, transition: body, render: await renderer(now), now });
    await logAction(
      c,
      'post.status-changed',
      body.status === 'published' ? 'published' : `set to ${body.status}`,
      post.id,
    );
    return reply(200, post);
  });
}
