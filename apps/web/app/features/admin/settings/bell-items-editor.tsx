import { BELL_ITEMS_MAX, type NotificationBellItem, type SiteSettingsView } from '@cardgenius/core/contract';
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { CheckboxField, TextField } from '../../../components/ui/form-fields';
import { COMPACT_SECONDARY_BUTTON_CLASS } from '../../../components/ui/form-styles';
import { errorAt } from './settings-form';
import { ResetForm, ROW_BUTTON_CLASS, SaveButton, SectionIntro, SelectField } from './settings-parts';

/** An item as the editor holds it: its values, and a key of its own while it moves. */
interface Row {
  key: number;
  item: Omit<NotificationBellItem, 'id'> & { id: string };
}

const EMPTY: Row['item'] = {
  id: '',
  name: '',
  linkType: 'Internal',
  link: '',
  copy: '',
  image: null,
  imageAltText: '',
  isAppExclusive: false,
  newTab: false,
  position: 'Top',
};

/**
 * The 'Latest Updates' under the header's bell: each item's fields, in the order the bell lists them
 * (after the newest articles, Top items before Bottom ones), moved up or down, added and removed.
 */
export function BellItemsEditor({
  view,
  fields,
}: {
  view: SiteSettingsView['notificationBell'];
  fields: Record<string, string>;
}) {
  const next = useRef(view.items.length);
  const [rows, setRows] = useState<Row[]>(() => view.items.map((item, key) => ({ key, item })));
  const headings = useRef(new Map<number, HTMLHeadingElement | null>());
  const change = (key: number, values: Partial<Row['item']>) =>
    setRows((was) => was.map((row) => (row.key === key ? { ...row, item: { ...row.item, ...values } } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((was) => {
      const moved = [...was];
      const [row] = moved.splice(index, 1);
      if (row) moved.splice(index + by, 0, row);
      return moved;
    });
  return (
    <div className="space-y-6">
      <SectionIntro title="Notification bell" storedAt={view.storedAt}>
        <p>
          The “Latest Updates” under the bell in the header, listed after the newest articles: the Top items first, then
          the Bottom ones, each in the order below. Up to {BELL_ITEMS_MAX}.
        </p>
      </SectionIntro>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="notification-bell" />
        {rows.length === 0 ? (
          <p className="text-slate-700 text-sm">No items: the bell lists only the articles.</p>
        ) : null}
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const at = (field: string) => errorAt(fields, `items.${index}.${field}`);
            const name = (field: string) => `items.${index}.${field}`;
            const { item } = row;
            return (
              <li key={row.key}>
                <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
                  <legend className="px-1 font-semibold text-slate-900">
                    <span
                      ref={(element) => {
                        headings.current.set(row.key, element as HTMLHeadingElement | null);
                      }}
                      tabIndex={-1}
                    >
                      Item {index + 1}
                      {item.name ? `: ${item.name}` : ''}
                    </span>
                  </legend>
                  <input type="hidden" name={name('id')} value={item.id} />
                  {at('id') ? <p className="mb-2 font-medium text-red-700 text-sm">{at('id')}</p> : null}
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      look="compact"
                      label="Name"
                      name={name('name')}
                      value={item.name}
                      onValue={(value) => change(row.key, { name: value })}
                      error={at('name')}
                      autoComplete="off"
                    />
                    <SelectField
                      label="Position"
                      name={name('position')}
                      value={item.position}
                      onValue={(value) => change(row.key, { position: value === 'Bottom' ? 'Bottom' : 'Top' })}
                      options={[
                        { value: 'Top', label: 'Top: with the first items' },
                        { value: 'Bottom', label: 'Bottom: after the Top items' },
                      ]}
                      error={at('position')}
                    />
                    <div className="sm:col-span-2">
                      <TextField
                        look="compact"
                        multiline
                        rows={2}
                        label="Copy (optional)"
                        name={name('copy')}
                        value={item.copy}
                        onValue={(value) => change(row.key, { copy: value })}
                        error={at('copy')}
                      />
                    </div>
                    <SelectField
                      label="Link type"
                      name={name('linkType')}
                      value={item.linkType}
                      onValue={(value) => change(row.key, { linkType: value === 'External' ? 'External' : 'Internal' })}
                      options={[
                        { value: 'Internal', label: 'Internal: a page of this site' },
                        { value: 'External', label: 'External: another site' },
                      ]}
                      error={at('linkType')}
                    />
                    <TextField
                      look="compact"
                      label={item.linkType === 'Internal' ? 'Link (a path, like /credit-cards)' : 'Link (https://…)'}
                      name={name('link')}
                      value={item.link}
                      onValue={(value) => change(row.key, { link: value })}
                      error={at('link')}
                      autoComplete="off"
                    />
                    <TextField
                      look="compact"
                      label="Image (optional)"
                      hint="A path on this site or an https:// address."
                      name={name('image')}
                      value={item.image ?? ''}
                      onValue={(value) => change(row.key, { image: value === '' ? null : value })}
                      error={at('image')}
                      autoComplete="off"
                    />
                    <TextField
                      look="compact"
                      label="Image description"
                      hint="Empty when the image is decoration."
                      name={name('imageAltText')}
                      value={item.imageAltText}
                      onValue={(value) => change(row.key, { imageAltText: value })}
                      error={at('imageAltText')}
                      autoComplete="off"
                    />
                    <CheckboxField
                      id={`bell-${row.key}-new-tab`}
                      name={name('newTab')}
                      look="compact"
                      checked={item.newTab}
                      onChecked={(value) => change(row.key, { newTab: value })}
                      error={at('newTab')}
                    >
                      Open in a new tab
                    </CheckboxField>
                    <CheckboxField
                      id={`bell-${row.key}-app`}
                      name={name('isAppExclusive')}
                      look="compact"
                      checked={item.isAppExclusive}
                      onChecked={(value) => change(row.key, { isAppExclusive: value })}
                      error={at('isAppExclusive')}
                    >
                      App exclusive (a mark the mobile app reads)
                    </CheckboxField>
                  </div>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={ROW_BUTTON_CLASS}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move item ${index + 1} up`}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className={ROW_BUTTON_CLASS}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move item ${index + 1} down`}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className={ROW_BUTTON_CLASS}
                      onClick={() => setRows((was) => was.filter((other) => other.key !== row.key))}
                      aria-label={`Remove item ${index + 1}`}
                    >
                      Remove
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {errorAt(fields, 'items') && !Object.keys(fields).some((key) => key.startsWith('items.')) ? (
          <p className="font-medium text-red-700 text-sm">{fields.items}</p>
        ) : null}
        <button
          type="button"
          className={COMPACT_SECONDARY_BUTTON_CLASS}
          disabled={rows.length >= BELL_ITEMS_MAX}
          onClick={() => {
            const key = next.current++;
            setRows((was) => [...was, { key, item: { ...EMPTY } }]);
            // The new item's heading takes focus once drawn, so a keyboard user is at its fields.
            requestAnimationFrame(() => headings.current.get(key)?.focus());
          }}
        >
          Add an item
        </button>
        <SaveButton label="Save the bell’s items" />
      </Form>
      {view.storedAt ? <ResetForm setting="notification-bell" what="bell items" /> : null}
    </div>
  );
}
