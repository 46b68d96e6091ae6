import { COMPONENT_KEYS, RATING_CONFIG } from '@cardgenius/core/rating';

export type SliderKey = 'rewards' | 'interest' | 'fees' | 'perks' | 'insurance' | 'approval' | 'acceptance';
export type SliderValues = Record<SliderKey, number>;

const { sliders } = RATING_CONFIG;

/** What each position means, from "leave it out" (0) to "counts the most" (4). */
const POSITION_WORDS = ["Doesn't matter", 'Some', 'Important', 'Very important', 'Most important'] as const;

/** One line each, in the visitor's terms; the methodology page has the scoring anchors. */
const SLIDER_HINTS: Record<SliderKey, string> = {
  rewards: 'What the card earns on your spending, less its annual fee.',
  interest: 'A low purchase rate, for months you carry a balance.',
  fees: 'A low annual fee, or none at all.',
  perks: 'Extras like lounge visits, free checked bags and travel credits.',
  insurance: 'Travel, rental car, purchase and phone coverage that comes with the card.',
  approval: 'How comfortably your credit score and income meet the card’s requirements.',
  acceptance: 'How widely the card’s network is taken in Canada.',
};

export function sliderWords(value: number): string {
  const index = Math.min(POSITION_WORDS.length - 1, Math.max(0, Math.round(value)));
  return POSITION_WORDS[index] as string;
}

export const DEFAULT_SLIDER_VALUES: SliderValues = { ...sliders.defaults };

/**
 * The seven preference sliders (0 to 4, one per rating component) with a reset button. Controlled:
 * the parent holds the values. Each range input is named after its component, so the sliders also
 * work inside a plain form.
 */
export function PreferenceSliders({
  value,
  onChange,
  idPrefix = 'preferences',
  compact = false,
}: {
  value: SliderValues;
  onChange: (next: SliderValues) => void;
  idPrefix?: string;
  compact?: boolean;
}) {
  const isDefault = COMPONENT_KEYS.every((key) => value[key] === sliders.defaults[key]);
  return (
    <div>
      <ul className={compact ? 'space-y-3' : 'space-y-5'}>
        {COMPONENT_KEYS.map((key) => {
          const id = `${idPrefix}-${key}`;
          const hintId = `${id}-hint`;
          const words = sliderWords(value[key]);
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-3">
                <label htmlFor={id} className="font-semibold text-slate-900">
                  {RATING_CONFIG.components[key].label}
                </label>
                <span
                  aria-hidden="true"
                  className={`shrink-0 text-sm ${value[key] === 0 ? 'text-slate-500' : 'font-medium text-brand-700'}`}
                >
                  {words}
                </span>
              </div>
              <input
                id={id}
                name={key}
                type="range"
                min={sliders.min}
                max={sliders.max}
                step={1}
                value={value[key]}
                aria-valuetext={words}
                aria-describedby={compact ? undefined : hintId}
                onChange={(event) => onChange({ ...value, [key]: Number(event.currentTarget.value) })}
                className="mt-1 block h-6 w-full cursor-pointer accent-brand-600"
              />
              {compact ? null : (
                <p id={hintId} className="text-slate-600 text-sm">
                  {SLIDER_HINTS[key]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => {
          if (!isDefault) onChange({ ...DEFAULT_SLIDER_VALUES });
        }}
        aria-disabled={isDefault}
        className={`mt-5 rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-sm ${isDefault ? 'text-slate-500' : 'text-slate-800 hover:bg-slate-50'}`}
      >
        Reset to defaults
      </button>
    </div>
  );
}
