import { endpoints, isApiError } from '@cardgenius/core/contract';
import { Form, Link, useNavigation } from 'react-router';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import type { Route } from './+types/undo-change';

/** The undo link's button posts here: opening the link (as a mail scanner does) changes nothing. */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    const result = await context.api.call(endpoints.undoAccountChange, { body: { code: params.code } });
    return { undone: true as const, restored: result.restored, email: result.email };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { undone: false as const, message: error.message };
    return { undone: false as const, message: 'Something went wrong on our side. Please try again in a moment.' };
  }
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Undo a change to your account',
    description: 'Put back your account’s previous email address or payout details.',
  });

/**
 * From the email sent when an account's address or payout details change: for a member who did not
 * make the change. Undoing it signs everyone out and sends a link to choose a new password.
 */
export default function UndoChange({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  if (actionData?.undone) {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">The change is undone</h1>
        <div role="status" className="mt-5 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {actionData.restored === 'email' ? (
            <>
              Your account uses <strong className="break-all">{actionData.email}</strong> again.
            </>
          ) : (
            'Your previous payout details are back.'
          )}
        </div>
        <p className="mt-5 text-slate-700">
          We signed everyone out of your account and emailed <strong className="break-all">{actionData.email}</strong> a
          link to choose a new password. The link works for one hour.
        </p>
        <p className="mt-6 text-center">
          <Link to="/forgot-password" className={TEXT_LINK_CLASS}>
            Didn’t get the email? Ask for a new link
          </Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <h1 className="font-bold text-2xl sm:text-3xl">Undo a change to your account</h1>
      <p className="mt-4 text-slate-700">
        Someone changed the email address or the payout details of your account. If it wasn’t you, undo it here: we put
        the previous details back, sign everyone out of your account, and email you a link to choose a new password.
      </p>
      {actionData?.message ? (
        <div role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {actionData.message}
        </div>
      ) : null}
      <Form method="post" className="mt-6">
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON_CLASS}>
          {busy ? 'Undoing…' : 'Undo the change'}
        </button>
      </Form>
      <p className="mt-5 text-slate-700">
        Made the change yourself? There’s nothing to do:{' '}
        <Link to="/account" className={TEXT_LINK_CLASS}>
          go to your account
        </Link>
        .
      </p>
    </AuthPage>
  );
}
