import { SEARCH_SYNONYMS_MAX, type SiteSettingsView } from '@cardgenius/core/contract';
import { SEARCH_SYNONYM_CARD_FIELDS } from '@cardgenius/core/search';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { COMPACT_SECONDARY_BUTTON_CLASS, LIGHT_INPUT_CLASS } from '../../../components/ui/form-styles';
import { errorAt } from './settings-form';
import { ROW_BUTTON_CLASS, SaveButton, SectionIntro } from './settings-parts';

interface Row {
  key: number;
  label: string;
  terms: string;
  slug: string;
  synonymKey: string;
  cardField: string;
}

const CARD_FIELD_LABELS: Record<(typeof SEARCH_SYNONYM_CARD_FIELDS)[number], string> = {
  issuer: 'Issuer',
  rewardProgram: 'Reward program',
  network: 'Network',
  categories: 'Category',
};

/** One input of a synonym's row, its label visible and, for screen readers, naming the synonym. */
function Cell({
  number,
  label,
  error,
  children,
}: {
  number: string;
  label: string;
  error: string | undefined;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-700 text-xs">
        <span className="sr-only">{number}: </span>
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const INPUT = LIGHT_INPUT_CLASS.replace('mt-1 ', 'mt-0.5 ').replace('px-3 py-2', 'px-2 py-1.5 text-sm');

/**
 * The search box's suggestions (shell-and-browsing §2.10, §3 search synonym): each a label, the terms
 * that find it, the page it leads to (or none: a plain search), a key, and the card field it stands for.
 */
export function SynonymsEditor({
  view,
  fields,
}: {
  view: SiteSettingsView['searchSynonyms'];
  fields: Record<string, string>;
}) {
  const next = useRef(view.synonyms.length);
  const [rows, setRows] = useState<Row[]>(() =>
    view.synonyms.map((synonym, key) => ({
      key,
      label: synonym.label,
      terms: synonym.terms.join(', '),
      slug: synonym.slug,
      synonymKey: synonym.key,
      cardField: synonym.cardField ?? '',
    })),
  );
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const formId = useId();
  const wanted = filter.trim().toLowerCase();
  const change = (key: number, values: Partial<Row>) =>
    setRows((was) => was.map((row) => (row.key === key ? { ...row, ...values } : row)));
  const shownCount = rows.filter(
    (row, index) =>
      !wanted ||
      `${row.label} ${row.terms} ${row.synonymKey}`.toLowerCase().includes(wanted) ||
      errorAt(fields, `synonyms.${index}`),
  ).length;
  return (
    <div className="space-y-6">
      <SectionIntro title="Search synonyms">
        <p>
          What the search box suggests as a visitor types. A synonym is found by its terms (separated by commas) and
          leads to its page, or, with no page, searches for its label. On a card field, its key names what it stands for
          after the field’s prefix: issuer-td, program-aeroplan, network-visa, category-travel.
        </p>
        <p>
          {view.staffEdited
            ? 'Changed here since data/search-synonyms.json was read: the file no longer replaces them. npm run catalogue:export writes them back to it for review.'
            : 'As data/search-synonyms.json holds them. Once saved here, the file no longer replaces them.'}
        </p>
      </SectionIntro>
      <div>
        <label htmlFor={filterId} className="font-semibold text-slate-900 text-sm">
          Find a synonym
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className={`${LIGHT_INPUT_CLASS} max-w-md`}
          aria-describedby={`${filterId}-count`}
        />
        <p id={`${filterId}-count`} className="mt-1 text-slate-600 text-sm" aria-live="polite">
          Showing {shownCount} of {rows.length}.
        </p>
        <div className="mt-3">
          {/* The list is long: its save button is also here, above it. */}
          <SaveButton form={formId} label="Save the synonyms" note="Saves the whole list, shown or not." />
        </div>
      </div>
      <Form id={formId} method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="search-synonyms" />
        <ol className="space-y-2">
          {rows.map((row, index) => {
            const at = (field: string) => errorAt(fields, `synonyms.${index}.${field}`);
            const name = (field: string) => `synonyms.${index}.${field}`;
            const hidden =
              wanted !== '' &&
              !`${row.label} ${row.terms} ${row.synonymKey}`.toLowerCase().includes(wanted) &&
              !errorAt(fields, `synonyms.${index}`);
            const number = `Synonym ${index + 1}`;
            return (
              <li key={row.key} hidden={hidden} className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
                <div className="grid gap-2 sm:grid-cols-[1fr_2fr]">
                  <Cell number={number} label="Label" error={at('label')}>
                    {(id, describedBy) => (
                      <input
                        id={id}
                        name={name('label')}
                        value={row.label}
                        onChange={(event) => change(row.key, { label: event.target.value })}
                        aria-invalid={at('label') ? true : undefined}
                        aria-describedby={describedBy}
                        className={INPUT}
                      />
                    )}
                  </Cell>
                  <Cell number={number} label="Terms, separated by commas" error={at('terms')}>
                    {(id, describedBy) => (
                      <input
                        id={id}
                        name={name('terms')}
                        value={row.terms}
                        onChange={(event) => change(row.key, { terms: event.target.value })}
                        aria-invalid={at('terms') ? true : undefined}
                        aria-describedby={describedBy}
                        className={INPUT}
                      />
                    )}
                  </Cell>
                </div>
                <div className="grid gap-2 sm:grid-cols-[2fr_1.5fr_1fr_auto] sm:items-end">
                  <Cell number={number} label="Page (a path, or empty)" error={at('slug')}>
                    {(id, describedBy) => (
                      <input
                        id={id}
                        name={name('slug')}
                        value={row.slug}
                        onChange={(event) => change(row.key, { slug: event.target.value })}
                        aria-invalid={at('slug') ? true : undefined}
                        aria-describedby={describedBy}
                        className={INPUT}
                        spellCheck={false}
                      />
                    )}
                  </Cell>
                  <Cell number={number} label="Key" error={at('key')}>
                    {(id, describedBy) => (
                      <input
                        id={id}
                        name={name('key')}
                        value={row.synonymKey}
                        onChange={(event) => change(row.key, { synonymKey: event.target.value })}
                        aria-invalid={at('key') ? true : undefined}
                        aria-describedby={describedBy}
                        className={INPUT}
                        spellCheck={false}
                      />
                    )}
                  </Cell>
                  <Cell number={number} label="Card field" error={at('cardField')}>
                    {(id, describedBy) => (
                      <select
                        id={id}
                        name={name('cardField')}
                        value={row.cardField}
                        onChange={(event) => change(row.key, { cardField: event.target.value })}
                        aria-invalid={at('cardField') ? true : undefined}
                        aria-describedby={describedBy}
                        className={INPUT}
                      >
                        <option value="">None</option>
                        {SEARCH_SYNONYM_CARD_FIELDS.map((field) => (
                          <option key={field} value={field}>
                            {CARD_FIELD_LABELS[field]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Cell>
                  <div>
                    <button
                      type="button"
                      className={ROW_BUTTON_CLASS}
                      onClick={() => setRows((was) => was.filter((other) => other.key !== row.key))}
                      aria-label={`Remove ${number}${row.label ? `, ${row.label}` : ''}`}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        {fields.synonyms ? <p className="font-medium text-red-700 text-sm">{fields.synonyms}</p> : null}
        <button
          type="button"
          className={COMPACT_SECONDARY_BUTTON_CLASS}
          disabled={rows.length >= SEARCH_SYNONYMS_MAX}
          onClick={() => {
            const key = next.current++;
            setFilter('');
            setRows((was) => [...was, { key, label: '', terms: '', slug: '', synonymKey: '', cardField: '' }]);
          }}
        >
          Add a synonym
        </button>
        <SaveButton label="Save the synonyms" note="The search box uses them within a minute of saving." />
      </Form>
    </div>
  );
}
