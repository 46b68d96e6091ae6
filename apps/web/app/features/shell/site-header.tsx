import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { BrandMark } from './brand-mark';

// Home is left out on small screens, where the logo is the way home.
const NAV = [
  { to: paths.home(), label: 'Home', wideOnly: true },
  { to: paths.creditCards(), label: 'Compare cards', shortLabel: 'Compare' },
  { to: paths.bestCards(), label: 'Best cards', shortLabel: 'Best' },
  { to: paths.about(), label: 'About' },
];

export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <NavLink to={paths.home()} className="text-slate-900" aria-label={`${brandName} home`}>
          <BrandMark brandName={brandName} />
        </NavLink>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 sm:gap-4">
            {NAV.map((item) => (
              <li key={item.to} className={'wideOnly' in item ? 'hidden sm:block' : undefined}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `whitespace-nowrap rounded-md px-2 py-2 font-medium text-sm sm:px-3 ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  {'shortLabel' in item ? (
                    <>
                      <span className="sm:hidden">{item.shortLabel}</span>
                      <span className="hidden sm:inline">{item.label}</span>
                    </>
                  ) : (
                    item.label
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
