import { CARD_STATE_LABELS, type CardState } from '@cardgenius/core/contract';

const STATE_CLASSES: Record<CardState, string> = {
  published: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  hidden: 'border-slate-300 bg-slate-100 text-slate-800',
  unavailable: 'border-amber-200 bg-amber-50 text-amber-900',
};

export function CardStateBadge({ state }: { state: CardState }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 font-medium text-xs ${STATE_CLASSES[state]}`}>
      {CARD_STATE_LABELS[state]}
    </span>
  );
}

/** A card staff changed since its file was read: the change is not in git until it is exported. */
export function NotExportedBadge() {
  return (
    <span className="inline-block rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 font-medium text-brand-900 text-xs">
      Not exported
    </span>
  );
}
