import { LINK_BUTTON_CLASS } from '../../components/ui/form-styles';
import { EmailConfirmationGuide } from './email-confirmation-guide';
import { StepHeading } from './form-ui';

/**
 * The register success screen (accounts spec §2): the confirmation email was sent, Open Email, and
 * back to login. After a GeniusCash or gift card sign-up it also says how the mobile step went: a
 * skipped number is asked for again at the first login.
 */
export function RegisterSuccess({
  email,
  emailProvider,
  mobile,
  onBackToLogin,
}: {
  email: string;
  emailProvider: { name: string; url: string } | null;
  /** The mobile step right after signing up: verified, skipped, or not part of this sign-up. */
  mobile: 'verified' | 'skipped' | 'none';
  onBackToLogin: () => void;
}) {
  return (
    <>
      <StepHeading lead={<>We sent a confirmation email to {email}. Confirm your address to activate your account.</>}>
        Check your email
      </StepHeading>
      <div role="status" className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
        Your account is created. One last step: confirm your email address.
      </div>
      <EmailConfirmationGuide email={email} provider={emailProvider} />
      {mobile === 'skipped' ? (
        <p className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-3 text-slate-800">
          After you confirm your email and log in, we’ll ask for your mobile number to send your cash back.
        </p>
      ) : null}
      {mobile === 'verified' ? (
        <p className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-3 text-slate-800">
          Your mobile number is verified: we’ll use it to send your cash back.
        </p>
      ) : null}
      <p className="mt-6 text-center text-slate-700">
        Confirmed already?{' '}
        <button type="button" className={LINK_BUTTON_CLASS} onClick={onBackToLogin}>
          Back to login
        </button>
      </p>
    </>
  );
}
