import { PRESS_MENTIONS_MAX, type SiteSettingsView } from '@cardgenius/core/contract';
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { TextField } from '../../../components/ui/form-fields';
import { COMPACT_SECONDARY_BUTTON_CLASS } from '../../../components/ui/form-styles';
import { errorAt } from './settings-form';
import { ResetForm, ROW_BUTTON_CLASS, SaveButton, SectionIntro } from './settings-parts';

interface Row {
  key: number;
  name: string;
  url: string;
  date: string;
}

/** The featured-in strip: publications that wrote about the site, each with its article and date. */
export function PressMentionsEditor({
  view,
  fields,
}: {
  view: SiteSettingsView['pressMentions'];
  fields: Record<string, string>;
}) {
  const next = useRef(view.mentions.length);
  const [rows, setRows] = useState<Row[]>(() => view.mentions.map((mention, key) => ({ key, ...mention })));
  const change = (key: number, values: Partial<Row>) =>
    setRows((was) => was.map((row) => (row.key === key ? { ...row, ...values } : row)));
  return (
    <div className="space-y-6">
      <SectionIntro title="Featured in" storedAt={view.storedAt}>
        <p>
          Publications that wrote about the site, shown newest first in the “featured in” strip. Only real articles: the
          strip stays hidden while the list is empty. Up to {PRESS_MENTIONS_MAX}.
        </p>
      </SectionIntro>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="press-mentions" />
        {rows.length === 0 ? <p className="text-slate-700 text-sm">No publications yet.</p> : null}
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const at = (field: string) => errorAt(fields, `mentions.${index}.${field}`);
            const name = (field: string) => `mentions.${index}.${field}`;
            return (
              <li key={row.key}>
                <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
                  <legend className="px-1 font-semibold text-slate-900">
                    Publication {index + 1}
                    {row.name ? `: ${row.name}` : ''}
                  </legend>
                  <div className="grid gap-4 sm:grid-cols-[1fr_2fr_10rem]">
                    <TextField
                      look="compact"
                      label="Name"
                      name={name('name')}
                      value={row.name}
                      onValue={(value) => change(row.key, { name: value })}
                      error={at('name')}
                      autoComplete="off"
                    />
                    <TextField
                      look="compact"
                      label="Article address (https://…)"
                      name={name('url')}
                      type="url"
                      value={row.url}
                      onValue={(value) => change(row.key, { url: value })}
                      error={at('url')}
                    />
                    <TextField
                      look="compact"
                      label="Published on"
                      name={name('date')}
                      type="date"
                      value={row.date}
                      onValue={(value) => change(row.key, { date: value })}
                      error={at('date')}
                    />
                  </div>
                  <button
                    type="button"
                    className={`${ROW_BUTTON_CLASS} mt-3`}
                    onClick={() => setRows((was) => was.filter((other) => other.key !== row.key))}
                    aria-label={`Remove publication ${index + 1}${row.name ? `, ${row.name}` : ''}`}
                  >
                    Remove
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {fields.mentions ? <p className="font-medium text-red-700 text-sm">{fields.mentions}</p> : null}
        <button
          type="button"
          className={COMPACT_SECONDARY_BUTTON_CLASS}
          disabled={rows.length >= PRESS_MENTIONS_MAX}
          onClick={() => {
            const key = next.current++;
            setRows((was) => [...was, { key, name: '', url: '', date: '' }]);
          }}
        >
          Add a publication
        </button>
        <SaveButton label="Save the publications" />
      </Form>
      {view.storedAt ? <ResetForm setting="press-mentions" what="(no publications)" /> : null}
    </div>
  );
}
