import { FEATURE_FLAGS, type FeatureFlag } from '@cardgenius/core';
import { type AuthContext, endpoints, type SessionView } from '@cardgenius/core/contract';
import { apiUrl } from '@cardgenius/core/contract/names';
import { loginPathFor } from '@cardgenius/core/rules';
import type { ReactNode } from 'react';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { COMPACT_SECONDARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { formatEventTime } from '../features/account/dates';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { preloadAuthModal, useAuthModal } from '../features/auth/auth-modal';
import { useHydrated } from '../lib/use-hydrated';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/test-sandbox';

/**
 * The staff sandbox (the user menu's 'Sandbox', for members whose address is in STAFF_EMAILS): the
 * session as the server reads it, the feature flags, the developer links and the auth modal in each
 * context. Anyone else: login when not signed in, otherwise the not-found page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const status = await context.api.call(endpoints.getAuthStatus);
  if (!status.isAuthenticated || !status.session) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  if (!status.isDev) throw data(null, { status: 404 });
  return { isAdmin: status.isAdmin, session: withoutSecrets(status.session) };
}

/**
 * The session's state, field by field: loader data is inlined in the page, so nothing that could act
 * as a credential (the two-factor setup URI or its QR code carry the authenticator secret) is passed.
 */
function withoutSecrets(session: SessionView) {
  return {
    email: session.email,
    name: session.name,
    isAdmin: session.isAdmin,
    agreedToTerms: session.agreedToTerms,
    authenticated: session.authenticated,
    twoFactor: session.twoFactor
      ? { validated: session.twoFactor.validated, authenticated: session.twoFactor.authenticated }
      : null,
    mobileNumber: {
      isVerified: session.mobileNumber.isVerified,
      skipMobileNumber: session.mobileNumber.skipMobileNumber,
    },
    expiresAt: session.expiresAt,
  };
}

type SandboxSession = ReturnType<typeof withoutSecrets>;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Sandbox');

/** The contexts the auth modal opens in from the site's pages. */
const PREVIEWS: { context: AuthContext; label: string; where: string }[] = [
  { context: 'site', label: 'Site', where: 'Sign In from anywhere' },
  { context: 'saveCard', label: 'Save card', where: '“Save card” on a card page' },
  { context: 'geniuscash', label: 'GeniusCash', where: 'claiming GeniusCash; asks for a mobile number after sign-up' },
];

const MODES = [
  { mode: 'login', label: 'Log in' },
  { mode: 'register', label: 'Register' },
] as const;

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export default function TestSandbox({ loaderData }: Route.ComponentProps) {
  const { session } = loaderData;
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="font-bold text-2xl sm:text-3xl">Sandbox</h1>
      <p className="mt-2 text-slate-700">
        Staff tools for checking the site: shown only to the staff addresses in <code>STAFF_EMAILS</code>. This server
        runs in {site?.isProduction ? 'production' : 'development'} mode.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-6">
          <SessionSection session={session} />
          {site ? <FeatureFlagsSection features={site.features} /> : null}
        </div>
        <div className="min-w-0 space-y-6">
          <AuthModalPreviews />
          <DeveloperLinks isProduction={site?.isProduction ?? true} />
        </div>
      </div>
    </div>
  );
}

function Section({ id, title, lead, children }: { id: string; title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`min-w-0 ${SECTION}`}>
      <h2 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700 text-sm">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 py-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function twoFactorState(twoFactor: SandboxSession['twoFactor']): string {
  if (!twoFactor) return 'Not set up';
  if (!twoFactor.validated) return 'Setup started, not finished';
  return twoFactor.authenticated ? 'On, code entered for this session' : 'On, code not entered yet';
}

function mobileState(mobile: SandboxSession['mobileNumber']): string {
  if (mobile.isVerified) return 'Verified';
  return mobile.skipMobileNumber ? 'Not verified (skipped)' : 'Not verified';
}

function SessionSection({ session }: { session: SandboxSession }) {
  return (
    <Section
      id="sandbox-session"
      title="Your session"
      lead="As the server reads it (GET user/auth-status), without its token or any secret."
    >
      <dl className="divide-y divide-slate-100 text-sm">
        <Row term="Email">
          <span className="[overflow-wrap:anywhere]">{session.email}</span>
        </Row>
        <Row term="Name">{session.name}</Row>
        <Row term="Authenticated">{yesNo(session.authenticated)}</Row>
        <Row term="Admin">{yesNo(session.isAdmin)}</Row>
        <Row term="Agreed to the terms">{yesNo(session.agreedToTerms)}</Row>
        <Row term="Two-factor">{twoFactorState(session.twoFactor)}</Row>
        <Row term="Mobile number">{mobileState(session.mobileNumber)}</Row>
        <Row term="Expires">
          <time dateTime={session.expiresAt}>{formatEventTime(session.expiresAt)}</time> (Toronto time)
        </Row>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700 underline">Show the session as JSON</summary>
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-slate-800">
          {JSON.stringify(session, null, 2)}
        </pre>
      </details>
    </Section>
  );
}

function FeatureFlagsSection({ features }: { features: Record<FeatureFlag, boolean> }) {
  const names = Object.keys(FEATURE_FLAGS) as FeatureFlag[];
  return (
    <Section
      id="sandbox-flags"
      title="Feature flags"
      lead={
        <>
          The shell's switches on this server: the admin site's Settings change them from their defaults, and{' '}
          <code>FEATURE_FLAGS</code> overrides both.
        </>
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-slate-200 border-b text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Flag
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Here
              </th>
              <th scope="col" className="py-2 font-semibold">
                Default
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {names.map((name) => (
              <tr key={name}>
                <th scope="row" className="py-2 pr-3 font-mono font-normal">
                  {name}
                </th>
                <td className={`py-2 pr-3 ${features[name] ? 'font-semibold text-emerald-800' : 'text-slate-700'}`}>
                  {features[name] ? 'On' : 'Off'}
                  {features[name] === FEATURE_FLAGS[name] ? null : (
                    <span className="font-normal text-slate-700"> (changed)</span>
                  )}
                </td>
                <td className="py-2 text-slate-700">{FEATURE_FLAGS[name] ? 'On' : 'Off'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function DeveloperLinks({ isProduction }: { isProduction: boolean }) {
  return (
    <Section id="sandbox-links" title="Developer pages" lead="Served beside the site.">
      <ul className="space-y-3 text-sm">
        <li>
          {isProduction ? (
            <span className="font-medium">Outbox</span>
          ) : (
            <Link to="/dev/outbox" className={TEXT_LINK_CLASS}>
              Outbox
            </Link>
          )}{' '}
          <span className="text-slate-700">
            (<code>/dev/outbox</code>): emails and texts kept when no mail or SMS service is configured.{' '}
            {isProduction ? 'Not served in production.' : 'Absent in production.'}
          </span>
        </li>
        <li>
          {/* Served by the API server, not by a page route: full page loads. */}
          <a href="/api/docs" className={TEXT_LINK_CLASS}>
            API reference
          </a>{' '}
          <span className="text-slate-700">
            (<code>/api/docs</code>): every call of <code>/api/v2</code>.
          </span>
        </li>
        <li>
          <a href={apiUrl('/openapi.json')} className={TEXT_LINK_CLASS}>
            OpenAPI document
          </a>{' '}
          <span className="text-slate-700">
            (<code>/api/v2/openapi.json</code>): OpenAPI 3.1, for client generators.
          </span>
        </li>
      </ul>
    </Section>
  );
}

function AuthModalPreviews() {
  const auth = useAuthModal();
  const hydrated = useHydrated();
  return (
    <Section
      id="sandbox-auth-modal"
      title="Auth modal"
      lead="Opens the sign-in dialog as each page opens it (the context is the register call's origin)."
    >
      <ul className="divide-y divide-slate-100 text-sm">
        {PREVIEWS.map((preview) => (
          <li key={preview.context} className="py-3 first:pt-0 last:pb-0">
            <p>
              <code className="font-semibold">{preview.context}</code>
              <span className="text-slate-700">: {preview.where}</span>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {MODES.map((mode) => (
                <button
                  key={mode.mode}
                  type="button"
                  className={COMPACT_SECONDARY_BUTTON_CLASS}
                  disabled={!hydrated}
                  onPointerEnter={preloadAuthModal}
                  onFocus={preloadAuthModal}
                  onClick={() => auth.open({ context: preview.context, initialMode: mode.mode, preview: true })}
                >
                  {mode.label}
                  <span className="sr-only"> ({preview.label})</span>
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {auth.modal}
    </Section>
  );
}
