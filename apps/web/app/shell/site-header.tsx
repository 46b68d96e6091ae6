import type { FeatureFlags } from '@cardgenius/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from './brand-mark';
import { MainMenu } from './main-menu';
import type { MenuContext } from './menu-items';
import { MobileMenu } from './mobile-menu';
import { NotificationBell } from './notification-bell';
import { useHideOnScroll } from './use-hide-on-scroll';
import type { AuthStatus } from './user-area';

// The search box (and its synonyms) loads when first opened, not with every page.
// Behind the top-level-nav flag: only loaded where it is shown.
const UserArea = lazy(() => import('./user-area').then((module) => ({ default: module.UserArea })));
const SearchBox = lazy(() => import('../features/search/search-box').then((module) => ({ default: module.SearchBox })));

export function SiteHeader({
  brandName,
  features,
  menu,
  latestUpdate,
  auth,
}: {
  brandName: string;
  features: FeatureFlags;
  menu: MenuContext;
  latestUpdate: { id: string; count: number } | null;
  auth: AuthStatus;
}) {
  const [searchOpen, setSearchOpen] = useState(false);
  const hidden = useHideOnScroll();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setSearchOpen(false), [location.pathname]);
  return (
    <header
      data-site-header=""
      className={`sticky top-0 z-30 border-slate-200 border-b bg-white transition-transform duration-200 print:hidden ${hidden ? '-translate-y-full' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-2 py-2 sm:px-4 lg:gap-x-3 xl:flex-nowrap">
        <MobileMenu context={menu} />
        <Link to="/" className="shrink-0 text-slate-900" aria-label={`${brandName} home`}>
          <BrandMark brandName={brandName} />
        </Link>
        <MainMenu context={menu} />
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <button
            type="button"
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={() => setSearchOpen((open) => !open)}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
              <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <NotificationBell latest={latestUpdate} />
          {features.topLevelNav ? (
            <Suspense fallback={null}>
              <UserArea auth={auth} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <div id="site-search" hidden={!searchOpen} className="border-slate-200 border-t bg-white">
        {searchOpen ? (
          <div className="mx-auto max-w-3xl px-4 py-3">
            <Suspense fallback={<p className="py-2 text-slate-600 text-sm">Loading search…</p>}>
              <SearchBox id="header-search" autoFocus onNavigate={() => setSearchOpen(false)} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </header>
  );
}
