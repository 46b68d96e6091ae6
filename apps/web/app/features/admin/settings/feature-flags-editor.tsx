import type { FeatureFlagState, SiteSettingsView } from '@cardgenius/core/contract';
import { Form } from 'react-router';
import { ResetForm, SaveButton, SectionIntro, SelectField } from './settings-parts';

const onOff = (value: boolean) => (value ? 'On' : 'Off');

const SOURCE_WORDS: Record<FeatureFlagState['source'], string> = {
  environment: 'from the server’s FEATURE_FLAGS',
  database: 'saved here',
  default: 'the default',
};

/**
 * The site's switches: each flag's default, the value saved here, the server's FEATURE_FLAGS (which
 * wins), and the value in effect with where it comes from.
 */
export function FeatureFlagsEditor({
  view,
  fields,
}: {
  view: SiteSettingsView['featureFlags'];
  fields: Record<string, string>;
}) {
  return (
    <div className="space-y-6">
      <SectionIntro title="Feature flags" storedAt={view.storedAt}>
        <p>
          Parts of the site that switch on or off. A value saved here applies to every page within a minute, unless the
          server’s FEATURE_FLAGS setting names the flag: the server’s setting always wins. A partner build is the
          server’s alone.
        </p>
      </SectionIntro>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="feature-flags" />
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {view.flags.map((flag) => (
            <li key={flag.name} className="grid gap-3 p-4 md:grid-cols-[1fr_16rem]">
              <div>
                <h3 className="font-semibold text-slate-900">
                  <code>{flag.name}</code>
                </h3>
                <p className="text-slate-700 text-sm">{flag.label}</p>
                <p className="mt-1 text-sm">
                  <span className="font-semibold text-slate-900">{onOff(flag.value)}</span>
                  <span className="text-slate-700"> now, {SOURCE_WORDS[flag.source]}.</span>
                </p>
                {flag.environment !== null ? (
                  <p className="text-slate-700 text-sm">
                    The server’s FEATURE_FLAGS turns it {onOff(flag.environment).toLowerCase()}: what is saved here does
                    not apply on this server.
                  </p>
                ) : null}
              </div>
              {flag.deploymentOnly ? (
                <p className="text-slate-700 text-sm">Set by the server only (FEATURE_FLAGS).</p>
              ) : (
                <SelectField
                  label={`Saved here for ${flag.name}`}
                  name={`flags.${flag.name}`}
                  defaultValue={flag.database === null ? '' : flag.database ? 'on' : 'off'}
                  options={[
                    { value: '', label: `Default (${onOff(flag.defaultValue).toLowerCase()})` },
                    { value: 'on', label: 'On' },
                    { value: 'off', label: 'Off' },
                  ]}
                  error={fields[`flags.${flag.name}`]}
                />
              )}
            </li>
          ))}
        </ul>
        {fields.flags ? <p className="font-medium text-red-700 text-sm">{fields.flags}</p> : null}
        <SaveButton label="Save the flags" />
      </Form>
      {view.storedAt ? <ResetForm setting="feature-flags" what="flags" /> : null}
    </div>
  );
}
