import { LoadingIndicator } from '../components/ui/loading-indicator';
import { ApplyScreen, CONTINUE_BUTTON, ReferralNote } from '../features/go/apply-screen';
import { goPageMeta } from '../features/go/go-meta';
import { useGoScreenState } from '../features/go/use-go-screen-state';
import type { Route } from './+types/apply-instructions';

const TITLE = 'One more thing...';

export const meta: Route.MetaFunction = (args) => goPageMeta(args, TITLE);

/**
 * `/apply-instructions/{affiliateId}` (shell-and-browsing §2.1): what to do on the bank's page so the
 * application is tracked. CONTINUE goes to the issuer URL the go flow built for this click.
 */
export default function ApplyInstructions({ params }: Route.ComponentProps) {
  const state = useGoScreenState(params.affiliateId, { needsDestination: true });
  if (!state?.destination) return <LoadingIndicator label="Loading" />;
  return (
    <ApplyScreen title={TITLE}>
      <p className="mt-3 text-slate-700">
        Before you go to the bank’s page for the <strong className="font-semibold">{state.cardName}</strong>:
      </p>
      <ol className="mx-auto mt-6 max-w-md list-decimal space-y-3 pl-5 text-left text-slate-800">
        <li>
          Click <strong className="font-semibold">Apply now</strong> on the bank’s page and finish your application
          there.
        </li>
        <li>Don’t navigate away from the bank’s site or open another page before you have applied.</li>
        <li>
          Apply for the same card you chose here, the <strong className="font-semibold">{state.cardName}</strong>, not
          another card the bank suggests.
        </li>
        <li>Keep cookies turned on in your browser until your application is sent.</li>
      </ol>
      <p className="mx-auto mt-6 max-w-md rounded-lg bg-amber-50 p-4 text-left text-amber-900 text-sm">
        Otherwise the bank may not be able to track your application, and no welcome bonus applies.
      </p>
      <div className="mt-8">
        <a href={state.destination} className={CONTINUE_BUTTON}>
          CONTINUE
        </a>
      </div>
      {state.isAffiliate ? <ReferralNote /> : null}
    </ApplyScreen>
  );
}
