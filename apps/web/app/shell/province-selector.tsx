import { PROVINCE_OPTIONS } from '@cardgenius/core/rules';
import { useId } from 'react';
import { PROVINCE_COOKIE } from '../lib/cookie-names';
import { setBrowserCookie } from '../lib/cookies';

/** Choosing a province stores it and reloads the page, so every figure follows it (§2.9, §4). */
export function ProvinceSelector({ value, label = 'Your province' }: { value: string | null; label?: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select
        id={id}
        defaultValue={value ?? ''}
        onChange={(event) => {
          setBrowserCookie(PROVINCE_COOKIE, event.target.value);
          location.reload();
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 text-sm"
      >
        <option value="" disabled>
          Choose…
        </option>
        {PROVINCE_OPTIONS.map((province) => (
          <option key={province.abbrv} value={province.abbrv}>
            {province.name}
          </option>
        ))}
      </select>
    </div>
  );
}
