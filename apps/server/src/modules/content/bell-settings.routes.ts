import { endpoints, readBellSettings } from '@cardgenius/core/contract';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { AppError } from '../../lib/app-error';

/**
 * misc/process-cvr (shell-and-browsing §7): the notification bell's settings text read into bell
 * items, or a 400 naming each item and field to fix. It stores nothing and reads nothing stored, like
 * the card search, so it is not rate limited.
 */
export function bellSettingsRoutes(mount: MountEndpoint): void {
  mount(endpoints.processBellSettings, async ({ body }) => {
    const reading = readBellSettings(body.data);
    if (!reading.ok) throw new AppError('VALIDATION_FAILED', reading.message, reading.fields);
    return reply(200, { items: reading.items });
  });
}
