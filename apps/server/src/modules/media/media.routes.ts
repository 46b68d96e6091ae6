import { endpoints } from '@cardgenius/core/contract';
import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { reply } from '../../http/mount-endpoint';
import { auditContext } from '../auth/audit';
import { requireStaff } from '../auth/guards';
import { readImage, storeImage } from './media.service';

/** Staff upload images for posts (admin site, post editor). */
export function mediaRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.uploadImage, async ({ body }, c) => {
    const staff = requireStaff(c, deps, 'content');
    return reply(201, await storeImage(deps.database.db, auditContext(c), { ...body, by: staff.user.id }));
  });
}

/** A stored image never changes at its address (its id is its content's hash). */
const FOREVER = 'public, max-age=31536000, immutable';

/** Serves stored images at `/media/{id}.webp`, from the database, so every process has every image. */
export function mountMedia(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/media/:file', async (c) => {
    const image = await readImage(deps.database.db, c.req.param('file'));
    if (!image) return c.text('No image at this address.', 404, { 'Cache-Control': 'no-store' });
    const etag = `"${image.id}"`;
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': FOREVER });
    return c.body(new Uint8Array(image.data), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': FOREVER,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
