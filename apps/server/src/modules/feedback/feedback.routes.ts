import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { saveSatisfaction } from './feedback.service';

export function feedbackRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.submitSatisfaction, async ({ body }, c) => {
    await saveSatisfaction({ db: deps.database.db, answer: body, requestId: c.get('requestId') });
    return reply(201, { received: true as const });
  });
}
