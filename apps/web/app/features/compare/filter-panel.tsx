import { DEFAULT_SEGMENTS, type NETWORKS, SEGMENTS, type Segment } from '@cardgenius/core/catalogue';
import type { FilterChangeType } from '@cardgenius/core/filters';
import { CREDIT_SCORE_BAND_INFO, type CreditScoreRange, type FilterState } from '@cardgenius/core/filters';
import { type ReactNode, useId } from 'react';
import { PointValueModePicker } from '../../components/ui/point-value-mode-picker';
import { PreferenceSliders, type SliderValues } from '../../components/ui/preference-sliders';
import { SpendEditor } from './spend-editor';

export interface FilterLists {
  issuers: { slug: string; name: string; cardCount: number }[];
  networks: { slug: (typeof NETWORKS)[number]; name: string }[];
  categories: { slug: string; name: string }[];
}

type Update = (change: FilterChangeType, patch: Partial<FilterState>) => void;

const FEE_STEPS = [0, 50, 100, 150, 200, 300, 500];
const INCOMES = [0, 15_000, 40_000, 60_000, 80_000, 100_000, 150_000, 200_000];
const RATING_FLOORS = [0, 2, 2.5, 3, 3.5, 4];
/** Who a card is for, in the visitor's words. */
const SEGMENT_LABELS: Record<Segment, string> = {
  personal: 'Personal',
  student: 'Students',
  secured: 'Secured (deposit)',
  business: 'Business',
  'us-dollar': 'U.S. dollar',
};

/** The segments the ranking covers: none named means the default ones. */
const effectiveSegments = (segments: readonly Segment[]): readonly Segment[] =>
  segments.length === 0 ? DEFAULT_SEGMENTS : segments;

const sliderKeys = ['rewards', 'interest', 'fees', 'perks', 'insurance', 'approval', 'acceptance'] as const;

function sliderValues(state: FilterState): SliderValues {
  return Object.fromEntries(sliderKeys.map((key) => [key, state.userPreferences[key]])) as SliderValues;
}

/** Every filter of the compare page; each change goes through `update` with its change type. */
export function FilterPanel({
  state,
  lists,
  update,
  idPrefix,
}: {
  state: FilterState;
  lists: FilterLists;
  update: Update;
  idPrefix: string;
}) {
  const id = useId();
  const select = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';
  const creditRange = typeof state.creditScore === 'string' ? state.creditScore : null;
  return (
    <div className="space-y-5">
      <SpendEditor value={state.monthlySpend} onChange={(monthlySpend) => update('MonthlySpend', { monthlySpend })} />
      <Section title="What matters to you">
        <PreferenceSliders
          compact
          idPrefix={`${idPrefix}-sliders`}
          value={sliderValues(state)}
          onChange={(next) => update('UserPreferences', { userPreferences: { ...state.userPreferences, ...next } })}
        />
      </Section>
      <PointValueModePicker
        idPrefix={`${idPrefix}-mode`}
        value={state.pointValueMode}
        onChange={(pointValueMode) => update('UserPreferences', { pointValueMode })}
      />
      <Section title="Balance you carry">
        <label htmlFor={`${id}-debt`} className="text-slate-700 text-sm">
          Balance, dollars
        </label>
        <input
          id={`${id}-debt`}
          type="number"
          min={0}
          max={1_000_000}
          step={500}
          value={state.debtAmount}
          onChange={(event) =>
            update('Debt', {
              debtAmount: Math.min(Math.max(Math.round(Number(event.target.value) || 0), 0), 1_000_000),
            })
          }
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
      </Section>
      <Section title="Annual fee">
        <div className="grid grid-cols-2 gap-2">
          <label className="text-slate-700 text-sm">
            From
            <select
              className={select}
              value={state.annualFeeMin}
              onChange={(event) => {
                const annualFeeMin = Number(event.target.value);
                update('Global', {
                  annualFeeMin,
                  annualFeeMax: Math.max(annualFeeMin, state.annualFeeMax),
                });
              }}
            >
              {FEE_STEPS.slice(0, -1).map((fee) => (
                <option key={fee} value={fee}>
                  ${fee}
                </option>
              ))}
            </select>
          </label>
          <label className="text-slate-700 text-sm">
            Up to
            <select
              className={select}
              value={Math.min(state.annualFeeMax, 500)}
              onChange={(event) => {
                const annualFeeMax = Number(event.target.value);
                update('Global', { annualFeeMax, annualFeeMin: Math.min(state.annualFeeMin, annualFeeMax) });
              }}
            >
              {FEE_STEPS.map((fee) => (
                <option key={fee} value={fee}>
                  {fee === 500 ? 'Any' : `$${fee}`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Section>
      <div className="grid grid-cols-1 gap-4">
        <label className="font-semibold text-sm">
          Your personal income
          <select
            className={select}
            value={INCOMES.includes(state.minIncome) ? state.minIncome : 200_000}
            onChange={(event) => update('Global', { minIncome: Number(event.target.value) })}
          >
            {INCOMES.map((income) => (
              <option key={income} value={income}>
                {income === 0
                  ? 'No income'
                  : income === 200_000
                    ? '$200,000 or more'
                    : `$${income.toLocaleString('en-CA')}`}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold text-sm">
          Your credit score
          <select
            className={select}
            value={creditRange ?? ''}
            onChange={(event) =>
              update('Global', { creditScore: (event.target.value || 760) as CreditScoreRange | number })
            }
          >
            {creditRange ? null : <option value="">{String(state.creditScore)}</option>}
            {Object.values(CREDIT_SCORE_BAND_INFO)
              .reverse()
              .map((band) => (
                <option key={band.range} value={band.range}>
                  {band.label} ({band.min}–{band.max})
                </option>
              ))}
          </select>
        </label>
        <label className="font-semibold text-sm">
          Rated at least
          <select
            className={select}
            value={state.ratingFilter}
            onChange={(event) => update('Global', { ratingFilter: Number(event.target.value) })}
          >
            {RATING_FLOORS.map((floor) => (
              <option key={floor} value={floor}>
                {floor === 0 ? 'Any rating' : `${floor.toFixed(1)} out of 5`}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold text-sm">
          Good for
          <select
            className={select}
            value={state.categories[0] ?? ''}
            onChange={(event) => update('Global', { categories: event.target.value ? [event.target.value] : [] })}
          >
            <option value="">Any purpose</option>
            {lists.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CheckboxGroup
        title="Who the card is for"
        options={SEGMENTS.map((segment) => ({ value: segment, label: SEGMENT_LABELS[segment] }))}
        selected={effectiveSegments(state.segments)}
        onChange={(next) => {
          const chosen = SEGMENTS.filter((segment) => next.includes(segment));
          // The default set is stored as none, so the page's address stays short.
          const isDefault =
            chosen.length === DEFAULT_SEGMENTS.length && chosen.every((segment) => DEFAULT_SEGMENTS.includes(segment));
          update('Global', { segments: isDefault ? [] : chosen });
        }}
      />
      <CheckboxGroup
        title="Network"
        options={lists.networks.map((network) => ({ value: network.slug, label: network.name }))}
        selected={state.networks}
        onChange={(networks) => update('Global', { networks: networks as FilterState['networks'] })}
      />
      <CheckboxGroup
        title="Bank or issuer"
        collapsible
        options={lists.issuers
          .filter((issuer) => issuer.cardCount > 0)
          .map((issuer) => ({ value: issuer.slug, label: `${issuer.name} (${issuer.cardCount})` }))}
        selected={state.issuers}
        onChange={(issuers) => update('Global', { issuers })}
      />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-sm">{title}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxGroup({
  title,
  options,
  selected,
  onChange,
  collapsible = false,
}: {
  title: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  collapsible?: boolean;
}) {
  const boxes = (
    <div className="mt-1 space-y-1">
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={selected.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...selected, option.value] : selected.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </div>
  );
  if (!collapsible) {
    return (
      <fieldset>
        <legend className="font-semibold text-sm">{title}</legend>
        {boxes}
      </fieldset>
    );
  }
  return (
    <details className="group" open={selected.length > 0}>
      <summary className="cursor-pointer font-semibold text-sm">
        {title}
        {selected.length ? ` (${selected.length} chosen)` : ''}
      </summary>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        {boxes}
      </fieldset>
    </details>
  );
}
