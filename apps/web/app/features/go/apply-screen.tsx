import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { paths } from '../../lib/paths';
import type { loader as rootLoader } from '../../root';

/** The primary button of the apply screens (a button or a link that looks like one). */
export const CONTINUE_BUTTON =
  'inline-flex min-w-48 items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white tracking-wide hover:bg-brand-700';

/**
 * The frame of the screens between Apply and the bank (QR code, apply instructions): the shell is
 * hidden there (§2.5), so the brand stays as a quiet link home above one centred card.
 */
export function ApplyScreen({ title, children }: { title: string; children: ReactNode }) {
  const brandName = useRouteLoaderData<typeof rootLoader>('root')?.site.brandName ?? '';
  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col px-4 py-6 sm:py-10">
      <Link to={paths.home()} className="self-center font-bold text-brand-700 text-lg tracking-tight">
        {brandName}
      </Link>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:mt-10 sm:p-10">
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Said on the apply screens of affiliate cards (the disclosure of shell-and-browsing §2.12). */
export function ReferralNote() {
  return (
    <p className="mt-6 text-slate-600 text-xs">
      We may receive a referral fee if you are approved. It never changes how we rate cards.{' '}
      <Link to={paths.disclosure()} className="underline">
        How we are paid
      </Link>
    </p>
  );
}
