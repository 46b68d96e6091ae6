import { PaymentStage } from '@cardgenius/core/rules';

/** A payout status label (accounts spec §3 mapping, answered by the API), coloured by stage. */
const STATUS_TONES: Readonly<Record<string, string>> = {
  [PaymentStage.Pending]: 'bg-amber-100 text-amber-900',
  [PaymentStage.Approved]: 'bg-brand-100 text-brand-900',
  [PaymentStage.Processed]: 'bg-sky-100 text-sky-900',
  [PaymentStage.Delivered]: 'bg-emerald-100 text-emerald-900',
} satisfies Record<PaymentStage, string>;

export function StatusBadge({ label }: { label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_TONES[label] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {label}
    </span>
  );
}
