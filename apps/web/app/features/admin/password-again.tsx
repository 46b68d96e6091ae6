import { TextField } from '../../components/ui/form-fields';

/** The password field a form shows once the API asks for the password again. */
export function PasswordAgain({ shown, error }: { shown: boolean; error?: string | undefined }) {
  if (!shown) return null;
  return (
    <TextField
      look="compact"
      type="password"
      name="password"
      label="Your password"
      hint="Approving, rejecting and marking payouts paid need it from the last 5 minutes."
      autoComplete="current-password"
      required
      error={error}
    />
  );
}
