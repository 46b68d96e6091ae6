import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function SiteFooter({ brandName }: { brandName: string }) {
  return (
    <footer className="border-slate-200 border-t bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-slate-600 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {brandName}. Ratings are independent of the referral fees we may receive.
        </p>
        <ul className="flex gap-4">
          <li>
            <Link className="underline hover:text-slate-900" to={paths.about()}>
              About
            </Link>
          </li>
          <li>
            <Link className="underline hover:text-slate-900" to={paths.methodology()}>
              How we rate
            </Link>
          </li>
          <li>
            <a className="underline hover:text-slate-900" href={paths.apiDocs()}>
              API
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
