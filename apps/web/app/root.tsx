import { endpoints } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import { lazy, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { usePageViews } from './lib/analytics';
import { requestCookies } from './lib/cookies';
import { provinceFromCookies } from './lib/filter-cookies';
import { latestUpdate } from './shell/latest-update';
import { type ShellData, shownHelloBar } from './shell/shell-data';
import { SiteShell } from './shell/site-shell';
import './lib/load-context';
import { useNonce } from './lib/nonce';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [global, status] = await Promise.all([
    context.api.call(endpoints.getGlobal),
    context.api.call(endpoints.getAuthStatus),
  ]);
  const shell: ShellData = {
    features: context.site.features,
    helloBar: shownHelloBar(global.helloBar),
    helloBarHeight: global.helloBarHeight,
    latestUpdate: latestUpdate(global),
    menu: {
      features: context.site.features,
      today: torontoDate(new Date()),
      maxOfferValue: global.maxOfferValue.maxValue,
    },
    province: provinceFromCookies(requestCookies(request)),
    // From the server's reading of the session: the page never reads the (HttpOnly) token.
    auth: {
      isAuthenticated: status.isAuthenticated,
      username: status.username,
      isAdmin: status.isAdmin,
      ...(status.staffRole ? { staffRole: status.staffRole } : {}),
      isDev: status.isDev,
    },
    ...(context.sessionNotice ? { sessionNotice: context.sessionNotice } : {}),
  };
  // Which "Continue with …" buttons the sign-in screens show, sent only when there are any: every byte
  // of the root's data goes with every page.
  const socialSignIn = global.socialSignIn.length > 0 ? { socialSignIn: global.socialSignIn } : {};
  return { site: context.site, shell, ...socialSignIn };
}

/**
 * The shell's data changes only with a submitted form or an explicit `revalidate()` (signing in through
 * the modal, which stays on the same URL), not on every click.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return !formMethod && currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/** Used when a route fails: routes below the failing one do not get to describe the page. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  const brand = loaderData?.site.brandName ?? '';
  if (!error) return [{ title: brand }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? 'Page not found' : 'Something went wrong'} | ${brand}` }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    // Marks the document once React has taken over (styles and tests can tell a hydrated page).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Only production is indexed (shell-and-browsing §2.5). */}
        {data?.site.isProduction ? null : <meta name="robots" content="noindex, nofollow" />}
        <Meta />
        {/* Stylesheets and icons load under 'self'; a nonce on a <link> would stay readable in the DOM. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased print:bg-white">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Admins and partner builds are not tracked (shell-and-browsing §6); also prefills the page cache.
  usePageViews(!loaderData.shell.auth.isAdmin && !loaderData.site.features.partnerMode);
  return (
    <SiteShell brandName={loaderData.site.brandName} company={loaderData.site.company} shell={loaderData.shell}>
      <Outlet />
    </SiteShell>
  );
}

// Only error pages need it: it loads with the first one (and renders on the server as usual).
const ErrorPage = lazy(() => import('./shell/error-page').then((module) => ({ default: module.ErrorPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell brandName={data?.site.brandName ?? ''} company={data?.site.company ?? null} shell={data?.shell ?? null}>
      <Suspense fallback={null}>
        <ErrorPage notFound={notFound} />
      </Suspense>
    </SiteShell>
  );
}
