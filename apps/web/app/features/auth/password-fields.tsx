import {
  checkPassword,
  PASSWORD_BEST_PRACTICES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
} from '@cardgenius/core/rules';
import { TextField } from '../../components/ui/form-fields';
import { AUTH_MESSAGES } from './auth-messages';

/**
 * A new password typed twice (register and reset, accounts spec §5): the live requirements list under
 * the first field (each item red or green, with a mark and words, so not by colour alone), the
 * mismatch under the second, and the collapsible best practices.
 */
export function NewPasswordFields({
  ids,
  labels,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
}: {
  ids: { password: string; confirmation: string };
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}) {
  const flags = checkPassword(password, confirmation);
  const checklistId = `${ids.password}-requirements`;
  const mismatch = confirmation !== '' && flags.compare ? AUTH_MESSAGES.passwordMismatch : undefined;
  return (
    <>
      <TextField
        id={ids.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={128}
        required
        value={password}
        onValue={onPassword}
        error={errors.password}
        after={{
          id: checklistId,
          content: (
            <div id={checklistId} className="mt-2">
              <p className="font-medium text-slate-700 text-sm">Your password needs:</p>
              <ul className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                {PASSWORD_REQUIREMENTS.map(({ flag, label }) => {
                  const state = password === '' ? 'pending' : flags[flag] ? 'missing' : 'met';
                  return (
                    <li
                      key={flag}
                      data-state={state}
                      className={`flex items-start gap-1.5 ${state === 'met' ? 'text-emerald-800' : state === 'missing' ? 'text-red-700' : 'text-slate-600'}`}
                    >
                      <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
                        {state === 'met' ? '✓' : state === 'missing' ? '✗' : '•'}
                      </span>
                      <span>
                        {label}
                        {state === 'pending' ? null : (
                          <span className="sr-only">{state === 'met' ? ' (done)' : ' (missing)'}</span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ),
        }}
      />
      <TextField
        id={ids.confirmation}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={128}
        required
        value={confirmation}
        onValue={onConfirmation}
        error={errors.confirmation ?? mismatch}
      />
      <details className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Password best practices</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {PASSWORD_BEST_PRACTICES.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
