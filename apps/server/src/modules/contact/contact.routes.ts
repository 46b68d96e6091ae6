import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { saveContactMessage } from './contact.service';

export function contactRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.sendContactMessage, async ({ body }, c) => {
    await saveContactMessage({ db: deps.database.db, message: body, requestId: c.get('requestId') });
    return reply(201, { received: true as const });
  });
}
