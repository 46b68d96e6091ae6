import type { AuthContext } from '@cardgenius/core/contract';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider, socialSignInPath } from '@cardgenius/core/rules';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

const BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50';

/**
 * "Continue with Google" and "Continue with Facebook" (accounts spec §2), each a plain form posting to
 * /auth/{provider}: no script, and a GET of that address changes nothing (docs/decisions/0015). Shown
 * only for the providers the server has credentials for (the global data's `socialSignIn`).
 */
export function SocialSignIn({ presentation, context }: { presentation: 'page' | 'modal'; context: AuthContext }) {
  const providers: readonly SocialProvider[] = useRouteLoaderData<typeof rootLoader>('root')?.socialSignIn ?? [];
  const location = useLocation();
  if (providers.length === 0) return null;
  // Where sign-in ends: the login page's own target, or (in a modal) the page it was opened on.
  const redirect =
    presentation === 'page'
      ? (new URLSearchParams(location.search).get('redirect') ?? '')
      : `${location.pathname}${location.search}`;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-slate-600 text-sm before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        or
      </p>
      <div className="mt-4 space-y-3">
        {providers.map((provider) => (
          <form key={provider} method="post" action={socialSignInPath(provider)}>
            {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
            {context === 'site' ? null : <input type="hidden" name="context" value={context} />}
            <button type="submit" className={BUTTON_CLASS}>
              Continue with {SOCIAL_PROVIDER_NAMES[provider]}
            </button>
          </form>
        ))}
      </div>
    </div>
  );
}
