import { RATING_POINT_VALUE_MODES, type RatingPointValueMode } from '@cardgenius/core/filters';
import { RATING_CONFIG } from '@cardgenius/core/rating';

/**
 * How points are turned into dollars in the rating: one radio per point value mode, with what it
 * means. Arrow keys move between the options (one radio group, named after `idPrefix`).
 */
export function PointValueModePicker({
  value,
  onChange,
  idPrefix = 'point-value',
}: {
  value: RatingPointValueMode;
  onChange: (next: RatingPointValueMode) => void;
  idPrefix?: string;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">How to value points</legend>
      <div className="mt-2 grid gap-2">
        {RATING_POINT_VALUE_MODES.map((mode) => {
          const id = `${idPrefix}-mode-${mode}`;
          const checked = value === mode;
          return (
            <div
              key={mode}
              className={`flex gap-3 rounded-md border p-3 ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
            >
              <input
                id={id}
                type="radio"
                name={`${idPrefix}-mode`}
                value={mode}
                checked={checked}
                onChange={() => onChange(mode)}
                aria-describedby={`${id}-hint`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
              />
              <div>
                <label htmlFor={id} className="font-medium text-slate-900">
                  {RATING_CONFIG.pointValueModes[mode].label}
                </label>
                <p id={`${id}-hint`} className="text-slate-600 text-sm">
                  {RATING_CONFIG.pointValueModes[mode].explanation}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
