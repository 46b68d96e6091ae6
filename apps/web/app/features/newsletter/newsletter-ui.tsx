import type { ReactNode } from 'react';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700';
export const PRIMARY_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50';
export const LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';

/** The newsletter's one-step pages (confirm, thank you, unsubscribe): one centred card, readable from 390 px. */
export function NewsletterCard({ children }: { children: ReactNode }) {
  return (
    <div className="px-4 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-lg rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** A success or failure box; failures are announced at once, successes politely. */
export function Notice({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  const style = {
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    error: 'border-red-200 bg-red-50 text-red-800',
    info: 'border-slate-200 bg-slate-50 text-slate-800',
  }[kind];
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`mt-5 rounded-md border p-3 ${style}`}>
      {children}
    </div>
  );
}
