import type { CompanyLinks } from '@cardgenius/core';
import { isShellShown } from '@cardgenius/core/rules';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { HelloBar } from './hello-bar';
import type { ShellData } from './shell-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Rare (a damaged session cookie): its words load only on the page that needs them.
const SessionNotice = lazy(() => import('./session-notice').then((module) => ({ default: module.SessionNotice })));

// Nothing of the exit-intent pop-up is needed for the first paint: it loads once the page has hydrated.
const ExitIntent = lazy(() =>
  import('../features/apply/exit-intent').then((module) => ({ default: module.ExitIntent })),
);

/**
 * Header, menu, hello bar and footer around every page, except where the spec hides them (redirect
 * and offer screens, the quiz, reader mode: shell-and-browsing §2.5).
 */
export function SiteShell({
  brandName,
  company,
  shell,
  children,
}: {
  brandName: string;
  company: CompanyLinks | null;
  shell: ShellData | null;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const shown = shell !== null && company !== null && isShellShown(location.pathname, location.search);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="flex min-h-screen flex-col">
      {/* A thin bar along the top while the next page loads. */}
      <div
        aria-hidden="true"
        className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-brand-600 transition-transform duration-500 ${navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'}`}
      />
      {shown ? (
        <>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {shell.helloBar ? <HelloBar bar={shell.helloBar} height={shell.helloBarHeight} /> : null}
          <SiteHeader
            brandName={brandName}
            features={shell.features}
            menu={shell.menu}
            latestUpdate={shell.latestUpdate}
            auth={shell.auth}
          />
        </>
      ) : null}
      <main id="main" className="flex-1">
        {shell?.sessionNotice === 'unreadableToken' ? (
          <Suspense fallback={null}>
            <SessionNotice />
          </Suspense>
        ) : null}
        {children}
      </main>
      {shown ? (
        <SiteFooter brandName={brandName} features={shell.features} province={shell.province} company={company} />
      ) : null}
      {shown && hydrated ? (
        <Suspense fallback={null}>
          <ExitIntent signedIn={shell.auth.isAuthenticated} />
        </Suspense>
      ) : null}
    </div>
  );
}
