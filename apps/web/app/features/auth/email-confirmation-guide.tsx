import { CONFIRMATION_EMAIL, emailProviderLink } from '@cardgenius/core/rules';
import { useRouteLoaderData } from 'react-router';
import { PRIMARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import type { loader as rootLoader } from '../../root';

/**
 * The three steps of confirming an address (accounts spec §2 "Email confirmation screen") and the
 * Open Email button, shown when the address belongs to a known webmail provider.
 */
export function EmailConfirmationGuide({
  email,
  provider = email ? emailProviderLink(email) : null,
}: {
  email?: string | undefined;
  /** The provider the server named, when it did (the register answer's emailProvider). */
  provider?: { name: string; url: string } | null;
}) {
  const brandName = useRouteLoaderData<typeof rootLoader>('root')?.site.brandName ?? '';
  return (
    <>
      <ol className="space-y-4">
        <GuideStep number={1}>
          Check your inbox
          {email ? (
            <>
              {' '}
              at <strong className="break-all text-slate-900">{email}</strong>
            </>
          ) : null}{' '}
          for an email titled <strong className="text-slate-900">“{CONFIRMATION_EMAIL.subject(brandName)}”</strong>. If
          it isn’t there, look in your spam or junk folder.
        </GuideStep>
        <GuideStep number={2}>
          Open the email and click <strong className="text-slate-900">{CONFIRMATION_EMAIL.button}</strong>.
        </GuideStep>
        <GuideStep number={3}>
          Nothing yet? Emails can take a few minutes. Check your spam folder again after a few minutes.
        </GuideStep>
      </ol>
      {provider ? (
        <p className="mt-6">
          <a href={provider.url} target="_blank" rel="noopener noreferrer" className={PRIMARY_BUTTON_CLASS}>
            Open Email
            <span className="sr-only"> in {provider.name} (opens in a new tab)</span>
          </a>
          <span aria-hidden="true" className="mt-1 block text-center text-slate-600 text-sm">
            Opens {provider.name} in a new tab
          </span>
        </p>
      ) : null}
    </>
  );
}

function GuideStep({ number, children }: { number: number; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
      >
        {number}
      </span>
      <p className="pt-1 text-slate-700">
        <span className="sr-only">Step {number}: </span>
        {children}
      </p>
    </li>
  );
}
