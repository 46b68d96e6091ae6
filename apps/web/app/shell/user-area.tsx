import { type StaffRole, shortUsername } from '@cardgenius/core/rules';
import { Link } from 'react-router';
import { Popover } from '../components/ui/popover';

/** What the server says about the visitor; pages never read the session cookie themselves. */
export interface AuthStatus {
  isAuthenticated: boolean;
  username: string;
  isAdmin: boolean;
  /** Sent only for staff: which admin sections to list. */
  staffRole?: StaffRole;
  isDev: boolean;
}

/** 'Hello!' and 'Sign In', or the member's menu (shell-and-browsing §2.6, top-level-nav flag). */
export function UserArea({ auth }: { auth: AuthStatus }) {
  if (!auth.isAuthenticated) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="hidden text-slate-600 sm:inline">Hello!</span>
        <Link to="/login" className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700">
          Sign In
        </Link>
      </div>
    );
  }
  const item = 'block rounded px-2 py-1.5 hover:bg-slate-100';
  return (
    <Popover
      label={`Account menu for ${auth.username}`}
      align="right"
      buttonClassName="max-w-20 truncate rounded-md px-1 py-1.5 font-semibold text-slate-800 text-sm hover:bg-slate-100 sm:max-w-none sm:px-2"
      panelClassName="w-56"
      trigger={
        <>
          <span className="sm:hidden">{shortUsername(auth.username)}</span>
          <span className="hidden sm:inline">{auth.username}</span>
        </>
      }
    >
      <ul>
        <li>
          <Link to="/dashboard" className={item}>
            Dashboard
          </Link>
        </li>
        {auth.isAdmin ? (
          <li>
            {/* The admin site is a separate app: a full page load. */}
            <a href="/admin" className={item}>
              Admin
            </a>
          </li>
        ) : null}
        {auth.isDev ? (
          <li>
            <Link to="/test/sandbox" className={item}>
              Sandbox
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/account" className={item}>
            Your Account
          </Link>
        </li>
        <li>
          <Link to="/logout" className={item}>
            Logout
          </Link>
        </li>
      </ul>
    </Popover>
  );
}
