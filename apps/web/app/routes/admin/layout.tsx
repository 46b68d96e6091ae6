import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { ACCOUNT_SECTION_IDS } from '../../features/account/account-section-ids';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { AdminFrame } from '../../features/admin/admin-frame';
import { staffRefusal } from '../../features/admin/staff-access';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/layout';

// The admin site (/admin and below): a layout of its own, reached from the public site by a full page
// load. Who may use it is the API's rule: each page's staff calls answer 401 (to sign in) or 403.

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { error } = args;
  const title = !error
    ? 'Admin'
    : staffRefusal(error)
      ? 'Staff only'
      : isRouteErrorResponse(error) && error.status === 404
        ? 'Page not found'
        : 'Something went wrong';
  return privatePageMeta(args, `${title} | Admin`);
};

function useRootData() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return {
    brandName: root?.site.brandName ?? '',
    username: root?.shell.auth.username || null,
    isAdmin: root?.shell.auth.isAdmin ?? false,
    role: root?.shell.auth.staffRole,
  };
}

export default function AdminLayout() {
  const { brandName, username, role } = useRootData();
  return (
    <AdminFrame brandName={brandName} username={username} role={role}>
      <Outlet />
    </AdminFrame>
  );
}

/** The 403 page (with the API's reason), an unknown admin address, or a failure. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { brandName, username, isAdmin, role } = useRootData();
  const refusal = staffRefusal(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminFrame brandName={brandName} username={username} role={role} nav={notFound}>
      <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {refusal ? (
          <>
            <h1 className="font-bold text-2xl text-slate-900">Staff only</h1>
            <p className="mt-2 text-slate-700">{refusal.message}</p>
            <p className="mt-2 text-slate-700">
              The admin site is for the site’s staff: an admin account with two-factor sign-in turned on.
            </p>
            <ul className="mt-4 space-y-2">
              {/* Only an admin's account can be made fit for it; the API decides, this only points the way. */}
              {isAdmin ? (
                <li>
                  <a href={`/account#${ACCOUNT_SECTION_IDS.twoFactor}`} className={TEXT_LINK_CLASS}>
                    Two-factor sign-in in your account
                  </a>
                </li>
              ) : null}
              <li>
                <a href="/" className={TEXT_LINK_CLASS}>
                  Back to {brandName || 'the site'}
                </a>
              </li>
            </ul>
          </>
        ) : notFound ? (
          <>
            <h1 className="font-bold text-2xl text-slate-900">Page not found</h1>
            <p className="mt-2 text-slate-700">The admin site has no page at this address.</p>
          </>
        ) : (
          <>
            <h1 className="font-bold text-2xl text-slate-900">Something went wrong</h1>
            <p className="mt-2 text-slate-700">This page could not be loaded. Try again in a moment.</p>
          </>
        )}
      </div>
    </AdminFrame>
  );
}
