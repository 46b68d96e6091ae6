import { LIVE_STAT_NAMES, type SiteSettingsView, STAT_LABELS, STORED_STAT_NAMES } from '@cardgenius/core/contract';
import { Form } from 'react-router';
import { TextField } from '../../../components/ui/form-fields';
import { ResetForm, SaveButton, SectionIntro } from './settings-parts';

const number = new Intl.NumberFormat('en-CA');

/**
 * The figures the site quotes (trust strips, author biographies, the methodology teaser): those staff
 * keep, and those counted live, which are shown for reference.
 */
export function StatsEditor({ view, fields }: { view: SiteSettingsView['stats']; fields: Record<string, string> }) {
  return (
    <div className="space-y-6">
      <SectionIntro title="Site figures" storedAt={view.storedAt}>
        <p>The figures the site quotes about itself. Write whole numbers, without commas.</p>
      </SectionIntro>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="stats" />
        <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-slate-900">Kept here</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {STORED_STAT_NAMES.map((name) => (
              <TextField
                key={name}
                look="compact"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                label={STAT_LABELS[name]}
                name={`stats.${name}`}
                defaultValue={String(view.stored[name])}
                error={fields[`stats.${name}`]}
              />
            ))}
          </div>
        </fieldset>
        {fields.stats ? <p className="font-medium text-red-700 text-sm">{fields.stats}</p> : null}
        <SaveButton label="Save the figures" />
      </Form>
      <section aria-labelledby="live-figures" className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="live-figures" className="font-semibold text-slate-900">
          Counted live
        </h3>
        <p className="mt-1 text-slate-700 text-sm">The site counts these itself, at most a minute old.</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {LIVE_STAT_NAMES.map((name) => (
            <div key={name}>
              <dt className="text-slate-700 text-sm">{STAT_LABELS[name]}</dt>
              <dd className="font-semibold text-lg text-slate-900">{number.format(view.live[name])}</dd>
            </div>
          ))}
        </dl>
      </section>
      {view.storedAt ? <ResetForm setting="stats" what="figures" /> : null}
    </div>
  );
}
