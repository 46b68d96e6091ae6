import { checkPassword, PASSWORD_REQUIREMENTS } from '@cardgenius/core/rules';

/**
 * The live requirements list (accounts spec §5): each rule green once met, red while it is not.
 * Before anything is typed every rule is shown as still to do, in neutral grey.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const flags = checkPassword(password);
  const typed = password !== '';
  return (
    <ul id={id} aria-label="Password requirements" className="mt-2 space-y-1 text-sm">
      {PASSWORD_REQUIREMENTS.map(({ flag, label }) => {
        const met = typed && !flags[flag];
        const tone = !typed ? 'text-slate-600' : met ? 'text-emerald-800' : 'text-red-700';
        return (
          <li key={flag} className={`flex items-center gap-2 ${tone}`}>
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {met ? '✓' : typed ? '✗' : '•'}
            </span>
            {label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
