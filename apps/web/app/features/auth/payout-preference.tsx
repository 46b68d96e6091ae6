import { useEffect, useState } from 'react';
import { TextField } from '../../components/ui/form-fields';
import { choosePayoutMethod, type PayoutChoice, type PayoutField } from './payout-values';

const METHODS: { value: PayoutChoice['paymentMethod']; label: string; hint: string }[] = [
  { value: 'interac', label: 'Interac e-Transfer', hint: 'Sent to an email address, deposited in your bank account.' },
  { value: 'paypal', label: 'PayPal', hint: 'Sent to the email address of your PayPal account.' },
  { value: '', label: 'Decide later', hint: 'You can choose in your account before your first payout.' },
];

/**
 * The optional payout preference block of the register screen (accounts spec §2, §5): a choice of
 * Interac e-Transfer or PayPal, then that method's email typed twice.
 */
export function PayoutPreference({
  idPrefix,
  accountEmail,
  open,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  accountEmail: string;
  /** Shown unfolded where the visitor came for cash back. */
  open: boolean;
  value: PayoutChoice;
  errors: Partial<Record<PayoutField, string | undefined>>;
  onChange: (next: PayoutChoice, field: PayoutField) => void;
}) {
  const method = value.paymentMethod;
  const hasError = Object.values(errors).some(Boolean);
  const fieldSet = (field: PayoutField) => (text: string) => onChange({ ...value, [field]: text }, field);
  // Open is the visitor's once shown: an error unfolds the block, and typing that clears the error must
  // not fold it away under the cursor.
  const [expanded, setExpanded] = useState(open);
  useEffect(() => {
    if (open || hasError) setExpanded(true);
  }, [open, hasError]);
  return (
    <details
      className="rounded-md border border-slate-200 bg-white"
      open={expanded}
      onToggle={(event) => setExpanded(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">
        How should we send your cash back? <span className="font-normal text-slate-600">(optional)</span>
      </summary>
      <div className="space-y-4 border-slate-200 border-t px-4 py-4">
        <fieldset>
          <legend className="text-slate-700 text-sm">
            For GeniusCash and gift card offers. You can change this any time in your account.
          </legend>
          <div className="mt-3 space-y-2">
            {METHODS.map((option) => {
              const id = `${idPrefix}-${option.value || 'later'}`;
              return (
                <div key={id} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="radio"
                    name={`${idPrefix}-method`}
                    value={option.value}
                    checked={method === option.value}
                    onChange={() =>
                      onChange(
                        choosePayoutMethod(value, option.value, accountEmail),
                        option.value === 'paypal' ? 'paypalEmail' : 'interacEmail',
                      )
                    }
                    aria-describedby={`${id}-hint`}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <div>
                    <label htmlFor={id} className="font-medium text-slate-900">
                      {option.label}
                    </label>
                    <p id={`${id}-hint`} className="text-slate-600 text-sm">
                      {option.hint}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
        {method === 'interac' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${idPrefix}-interac-email`}
              label="Interac e-Transfer email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={value.interacEmail}
              onValue={fieldSet('interacEmail')}
              error={errors.interacEmail}
            />
            <TextField
              id={`${idPrefix}-interac-email-verify`}
              label="Confirm Interac email"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={value.interacEmailVerify}
              onValue={fieldSet('interacEmailVerify')}
              error={errors.interacEmailVerify}
            />
          </div>
        ) : null}
        {method === 'paypal' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${idPrefix}-paypal-email`}
              label="PayPal email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={value.paypalEmail}
              onValue={fieldSet('paypalEmail')}
              error={errors.paypalEmail}
            />
            <TextField
              id={`${idPrefix}-paypal-email-verify`}
              label="Confirm PayPal email"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={value.paypalEmailVerify}
              onValue={fieldSet('paypalEmailVerify')}
              error={errors.paypalEmailVerify}
            />
          </div>
        ) : null}
      </div>
    </details>
  );
}
