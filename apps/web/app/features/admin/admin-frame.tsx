import { mayUseStaffArea, type StaffArea, type StaffRole } from '@cardgenius/core/rules';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * The admin site's sections, each with the staff area it belongs to: a role sees only the sections it
 * may use (the API refuses the rest anyway). Only those that work are listed: a section joins the menu
 * when its screens do.
 */
export const ADMIN_SECTIONS: ReadonlyArray<{ path: string; label: string; area: StaffArea }> = [
  { path: '/admin', label: 'Overview', area: 'any' },
  { path: '/admin/posts', label: 'Posts', area: 'content' },
  { path: '/admin/comments', label: 'Comments', area: 'content' },
  { path: '/admin/card-reviews', label: 'Card reviews', area: 'content' },
  { path: '/admin/cards', label: 'Cards', area: 'catalogue' },
  { path: '/admin/members', label: 'Members', area: 'members' },
  { path: '/admin/audit', label: 'Audit log', area: 'audit' },
  { path: '/admin/offers', label: 'Offers', area: 'offers' },
  { path: '/admin/claims', label: 'Claims', area: 'tickets' },
  { path: '/admin/payouts', label: 'Payouts', area: 'payouts' },
  { path: '/admin/analytics', label: 'Analytics', area: 'analytics' },
  { path: '/admin/settings', label: 'Settings', area: 'settings' },
];

/** The sections a role may use, in menu order; none for a visitor without one. */
export function sectionsFor(role: StaffRole | undefined) {
  return ADMIN_SECTIONS.filter((section) => mayUseStaffArea(role, section.area));
}

/** The section a path belongs to: its own, or the one it sits under ('/admin' only for itself). */
export function currentSection(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = ADMIN_SECTIONS.find(
    (section) => path === section.path || (section.path !== '/admin' && path.startsWith(`${section.path}/`)),
  );
  return found?.path ?? null;
}

const NAV_LINK =
  'block rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';

/** The way back to the public site: a full page load, as the admin site is an app of its own. */
function SiteLink({ brandName }: { brandName: string }) {
  return (
    <a href="/" className="block rounded-md px-3 py-2 text-slate-600 text-sm hover:bg-slate-100 hover:text-slate-900">
      Back to {brandName || 'the site'}
    </a>
  );
}

/**
 * The admin site's layout: a left navigation on wide screens, a top bar with a menu button on phones.
 * `nav` is false on pages that offer no sections (the 403 page).
 */
export function AdminFrame({
  brandName,
  username,
  role,
  nav = true,
  children,
}: {
  brandName: string;
  username: string | null;
  role: StaffRole | undefined;
  nav?: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const current = currentSection(location.pathname);
  // A chosen section closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#admin-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the phone menu from its button or its links. */}
      <header
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            buttonRef.current?.focus();
          }
        }}
        className="border-slate-200 border-b bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0"
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
          <p className="font-bold text-slate-900">
            {brandName} <span className="font-semibold text-brand-700">Admin</span>
          </p>
          {nav ? (
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((was) => !was)}
              className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 text-sm hover:bg-slate-100 lg:hidden"
            >
              Menu
            </button>
          ) : null}
        </div>
        {nav ? (
          <nav
            id={navId}
            aria-label="Admin"
            className={`${open ? 'block' : 'hidden'} border-slate-200 border-t px-2 pb-3 lg:block lg:flex-1 lg:border-t-0 lg:px-3`}
          >
            <ul className="space-y-1 pt-2 lg:pt-0">
              {sectionsFor(role).map((section) => (
                <li key={section.path}>
                  <Link
                    to={section.path}
                    aria-current={current === section.path ? 'page' : undefined}
                    className={NAV_LINK}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-3 border-slate-200 border-t pt-3 lg:hidden">
              <SiteLink brandName={brandName} />
            </div>
          </nav>
        ) : null}
        <div className="hidden border-slate-200 border-t px-3 py-4 lg:block">
          {username ? <p className="px-3 pb-2 text-slate-600 text-sm">Signed in as {username}</p> : null}
          <SiteLink brandName={brandName} />
        </div>
      </header>
      <div id="admin-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        {children}
      </div>
    </div>
  );
}
