import type { ReactNode } from 'react';

/** The account pages' layout: one card, centred, readable from 390 px up. */
export function AuthPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="px-4 py-8 sm:py-14">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'} rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8`}
      >
        {children}
      </div>
    </div>
  );
}
