import type { ReactNode } from 'react';

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
