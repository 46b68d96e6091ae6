import { endpoints } from '@cardgenius/core/contract';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { reply } from '../../http/mount-endpoint';
import { auditContext, type StaffActor } from '../auth/audit';
import { requireStaff } from '../auth/guards';
import { forgetSiteContent } from '../content/site-content-cache';
import {
  readSiteSettings,
  resetSiteSetting,
  type SiteSettingsDeps,
  saveFeatureFlags,
  saveHelloBar,
  saveMenuPlacements,
  saveNotificationBell,
  savePressMentions,
  saveSearchSynonyms,
  saveSiteStats,
} from './site-settings.service';

/** The site's settings as staff keep them (admin site, Settings). */
export function siteSettingsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const settingsDeps: SiteSettingsDeps = {
    db: deps.database.db,
    catalogue: () => deps.catalogue.get(),
    environmentFlags: deps.env.FEATURE_FLAGS,
  };
  /**
   * A change by the staff member signed in: this process uses it at once (its settings and kept pages
   * forgotten, its catalogue reloaded for the synonyms), the others at their next data-version poll.
   */
  const saved = async (c: Context<AppEnv>, save: (actor: StaffActor) => Promise<boolean>) => {
    const changed = await save({ staffId: requireStaff(c, deps, 'settings').user.id, request: auditContext(c) });
    if (changed) {
      forgetSiteContent(deps.database.db);
      await deps.dataVersion.check();
      await deps.catalogue.get();
    }
    return reply(200, { changed, settings: await readSiteSettings(settingsDeps) });
  };

  mount(endpoints.getSiteSettings, async () => reply(200, await readSiteSettings(settingsDeps)));

  mount(endpoints.saveHelloBar, ({ body }, c) => saved(c, (actor) => saveHelloBar(settingsDeps, actor, body.helloBar)));

  mount(endpoints.saveNotificationBell, ({ body }, c) =>
    saved(c, (actor) => saveNotificationBell(settingsDeps, actor, body.items)),
  );

  mount(endpoints.saveMenuPlacements, ({ body }, c) =>
    saved(c, (actor) => saveMenuPlacements(settingsDeps, actor, body.pinned)),
  );

  mount(endpoints.saveSearchSynonyms, ({ body }, c) =>
    saved(c, (actor) => saveSearchSynonyms(settingsDeps, actor, body.synonyms)),
  );

  mount(endpoints.saveSiteStats, ({ body }, c) => saved(c, (actor) => saveSiteStats(settingsDeps, actor, body.stats)));

  mount(endpoints.savePressMentions, ({ body }, c) =>
    saved(c, (actor) => savePressMentions(settingsDeps, actor, body.mentions)),
  );

  mount(endpoints.saveFeatureFlags, ({ body }, c) =>
    saved(c, (actor) => saveFeatureFlags(settingsDeps, actor, body.flags)),
  );

  mount(endpoints.resetSiteSetting, ({ params }, c) =>
    saved(c, (actor) => resetSiteSetting(settingsDeps, actor, params.setting)),
  );
}
