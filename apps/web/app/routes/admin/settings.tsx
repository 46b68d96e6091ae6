import {
  endpoints,
  fnv1a64,
  RESETTABLE_SITE_SETTINGS,
  SITE_SETTING_LABELS,
  type SiteSettingName,
} from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { Link, redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { ResultMessage } from '../../features/admin/moderation-queue';
import { BellItemsEditor } from '../../features/admin/settings/bell-items-editor';
import { FeatureFlagsEditor } from '../../features/admin/settings/feature-flags-editor';
import { HelloBarEditor } from '../../features/admin/settings/hello-bar-editor';
import { MenuPlacementsEditor } from '../../features/admin/settings/menu-placements-editor';
import { PressMentionsEditor } from '../../features/admin/settings/press-mentions-editor';
import {
  bellBody,
  featureFlagsBody,
  fieldLabel,
  helloBarBody,
  menuPlacementsBody,
  pressMentionsBody,
  SETTINGS_PATH,
  SETTINGS_SECTIONS,
  sectionHref,
  sectionOf,
  statsBody,
  synonymsBody,
} from '../../features/admin/settings/settings-form';
import { StatsEditor } from '../../features/admin/settings/stats-editor';
import { SynonymsEditor } from '../../features/admin/settings/synonyms-editor';
import { staffCall } from '../../features/admin/staff-access';
import { fieldsFor, type StaffActionResult, staffAction, textOf } from '../../features/admin/staff-action';
import { browserApi } from '../../lib/browser-api';
import { invalidBody, isSignedOut } from '../../lib/form-result';
import { HelloBar } from '../../shell/hello-bar';
import type { Route } from './+types/settings';

/** The bar's height on the site (shell-and-browsing §9; the global call's helloBarHeight). */
const HELLO_BAR_HEIGHT = 57;

export async function loader({ context, request }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url));
  const settings = await staffCall(request, () => context.api.call(endpoints.getSiteSettings));
  return { section, settings };
}

const REACH = 'Every page uses it within a minute.';

/** One section's save, checked in the browser by the contract first, then by the API. */
async function save(form: FormData, intent: SiteSettingName): Promise<string> {
  const done = (changed: boolean, message: string) =>
    changed ? message : 'Nothing changed: it was saved that way already.';
  switch (intent) {
    case 'hello-bar': {
      const body = helloBarBody(form);
      const { changed } = await browserApi.call(endpoints.saveHelloBar, { body: body as never });
      return done(changed, body.helloBar ? `Saved the hello bar. ${REACH}` : `The hello bar is off. ${REACH}`);
    }
    case 'notification-bell': {
      const body = bellBody(form);
      const { changed } = await browserApi.call(endpoints.saveNotificationBell, { body });
      return done(changed, `Saved the bell’s ${body.items.length} items. ${REACH}`);
    }
    case 'menu-placements': {
      const body = menuPlacementsBody(form);
      const { changed } = await browserApi.call(endpoints.saveMenuPlacements, { body });
      return done(
        changed,
        body.pinned.length === 0
          ? `The menu lists the best-rated cards. ${REACH}`
          : `Pinned ${body.pinned.length} ${body.pinned.length === 1 ? 'card' : 'cards'} in the menu. ${REACH}`,
      );
    }
    case 'search-synonyms': {
      const body = synonymsBody(form);
      const { changed } = await browserApi.call(endpoints.saveSearchSynonyms, { body });
      return done(changed, `Saved ${body.synonyms.length} synonyms. The search box uses them within a minute.`);
    }
    case 'stats': {
      const { changed } = await browserApi.call(endpoints.saveSiteStats, { body: statsBody(form) as never });
      return done(changed, `Saved the figures. ${REACH}`);
    }
    case 'press-mentions': {
      const body = pressMentionsBody(form);
      const { changed } = await browserApi.call(endpoints.savePressMentions, { body });
      return done(changed, `Saved ${body.mentions.length} publications. ${REACH}`);
    }
    case 'feature-flags': {
      const { changed } = await browserApi.call(endpoints.saveFeatureFlags, { body: featureFlagsBody(form) });
      return done(changed, `Saved the flags. ${REACH}`);
    }
  }
}

const ENDPOINTS = {
  'hello-bar': [endpoints.saveHelloBar, helloBarBody],
  'notification-bell': [endpoints.saveNotificationBell, bellBody],
  'menu-placements': [endpoints.saveMenuPlacements, menuPlacementsBody],
  'search-synonyms': [endpoints.saveSearchSynonyms, synonymsBody],
  stats: [endpoints.saveSiteStats, statsBody],
  'press-mentions': [endpoints.savePressMentions, pressMentionsBody],
  'feature-flags': [endpoints.saveFeatureFlags, featureFlagsBody],
} as const;

/** Save a section, or go back to its default: from the browser, which sends the CSRF header. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<StaffActionResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  try {
    if (intent === 'reset') {
      const setting = RESETTABLE_SITE_SETTINGS.find((name) => name === textOf(form, 'setting'));
      if (!setting) return { ok: false, message: 'Choose a setting.', fields: {}, form: 'reset', needsPassword: false };
      return await staffAction(form, setting, async () => {
        await browserApi.call(endpoints.resetSiteSetting, { params: { setting } });
        return `${SITE_SETTING_LABELS[setting]}: back to the site’s default. ${REACH}`;
      });
    }
    const section = SETTINGS_SECTIONS.find(({ name }) => name === intent)?.name;
    if (!section) return { ok: false, message: 'Choose a setting.', fields: {}, form: intent, needsPassword: false };
    const [endpoint, bodyOf] = ENDPOINTS[section];
    const invalid = invalidBody(endpoint, bodyOf(form));
    if (invalid) return { ...invalid, form: section, needsPassword: false };
    return await staffAction(form, section, () => save(form, section));
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`${SETTINGS_PATH}${new URL(request.url).search}`));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Settings | Admin');

/** The fields a refused save names, each with what to fix. */
function FieldProblems({ fields }: { fields: Record<string, string> }) {
  const problems = Object.entries(fields);
  if (problems.length === 0) return null;
  return (
    <ul className="mt-1 list-disc pl-5">
      {problems.slice(0, 12).map(([path, message]) => (
        <li key={path}>
          {fieldLabel(path)}: {message}
        </li>
      ))}
      {problems.length > 12 ? <li>And {problems.length - 12} more, marked beside their fields.</li> : null}
    </ul>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { section, settings } = loaderData;
  const fields = fieldsFor(actionData, section);
  // A section's editor starts afresh from what is saved once a save changed it, and keeps what was
  // typed while a save is refused.
  const keyOf = (value: unknown) => fnv1a64(JSON.stringify(value));
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Settings</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What every page of the site shows around its content. A saved change reaches every page within a minute; each is
        recorded in the audit log with who made it.
      </p>
      <nav aria-label="Settings sections" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SETTINGS_SECTIONS.map(({ name, label }) => (
            <li key={name}>
              <Link
                to={sectionHref(name)}
                aria-current={name === section ? 'page' : undefined}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ResultMessage result={actionData}>
        <FieldProblems fields={actionData?.ok === false ? actionData.fields : {}} />
      </ResultMessage>
      <div className="mt-6">
        {section === 'hello-bar' ? (
          <HelloBarEditor
            key={keyOf(settings.helloBar)}
            view={settings.helloBar}
            fields={fields}
            preview={(bar, variation, label) => (
              <HelloBar bar={bar} height={HELLO_BAR_HEIGHT} variation={variation} label={label} />
            )}
          />
        ) : section === 'notification-bell' ? (
          <BellItemsEditor key={keyOf(settings.notificationBell)} view={settings.notificationBell} fields={fields} />
        ) : section === 'menu-placements' ? (
          <MenuPlacementsEditor key={keyOf(settings.menuPlacements)} view={settings.menuPlacements} fields={fields} />
        ) : section === 'search-synonyms' ? (
          <SynonymsEditor key={keyOf(settings.searchSynonyms)} view={settings.searchSynonyms} fields={fields} />
        ) : section === 'stats' ? (
          <StatsEditor key={keyOf(settings.stats.stored)} view={settings.stats} fields={fields} />
        ) : section === 'press-mentions' ? (
          <PressMentionsEditor key={keyOf(settings.pressMentions)} view={settings.pressMentions} fields={fields} />
        ) : (
          <FeatureFlagsEditor key={keyOf(settings.featureFlags)} view={settings.featureFlags} fields={fields} />
        )}
      </div>
    </div>
  );
}
