import { endpoints } from '@cardgenius/core/contract';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { accountClientAction } from '../features/account/account-actions';
import { ACCOUNT_SECTION_IDS } from '../features/account/account-section-ids';
import {
  DeleteSection,
  EmailSection,
  MarketingSection,
  NameSection,
  PasswordSection,
  PayoutSection,
  WalletAlertsSection,
} from '../features/account/account-sections';
import { formatEventDate } from '../features/account/dates';
import { MobileSection } from '../features/account/mobile-section';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { requireMember } from '../features/account/require-member';
import { TwoFactorSection } from '../features/account/two-factor-section';
import { SectionMobileNumberStep } from '../features/auth/mobile-number-step';
import type { Route } from './+types/account';

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await requireMember({ context, request });
  const profile = await context.api.call(endpoints.getProfile);
  const { qrCodeSvg, twoFactor } = member.session;
  const pendingSetup =
    profile.twoFactorPending && qrCodeSvg && twoFactor?.otpAuth_url
      ? { qrCodeSvg, otpAuthUrl: twoFactor.otpAuth_url }
      : null;
  return { profile, pendingSetup };
}

export const clientAction = accountClientAction;

/** A change that failed changes nothing: the page's data is read again only after a success. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = (actionResult as { result?: { ok?: boolean } } | undefined)?.result;
  return result && result.ok === false ? false : defaultShouldRevalidate;
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Your account');

const CONTENTS = [
  { id: ACCOUNT_SECTION_IDS.name, title: 'Name' },
  { id: ACCOUNT_SECTION_IDS.email, title: 'Email' },
  { id: ACCOUNT_SECTION_IDS.password, title: 'Password' },
  { id: ACCOUNT_SECTION_IDS.mobile, title: 'Mobile number' },
  { id: ACCOUNT_SECTION_IDS.twoFactor, title: 'Two-factor authentication' },
  { id: ACCOUNT_SECTION_IDS.payout, title: 'Payout preference' },
  { id: ACCOUNT_SECTION_IDS.marketing, title: 'Marketing emails' },
  { id: ACCOUNT_SECTION_IDS.walletAlerts, title: 'Wallet alerts' },
  { id: ACCOUNT_SECTION_IDS.delete, title: 'Delete account' },
];

export default function Account({ loaderData }: Route.ComponentProps) {
  const { profile, pendingSetup } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/dashboard" className={TEXT_LINK_CLASS}>
          Dashboard
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl sm:text-3xl">Your account</h1>
      <p className="mt-2 text-slate-700">
        Member since <time dateTime={profile.createdAt}>{formatEventDate(profile.createdAt)}</time>.
      </p>
      <nav aria-label="Account settings" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {CONTENTS.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-800 hover:bg-slate-100"
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-6">
        <NameSection name={profile.name} />
        <EmailSection profile={profile} />
        <PasswordSection />
        <MobileSection
          mobileStep={SectionMobileNumberStep}
          email={profile.email}
          mobileNumber={profile.mobileNumber}
          verified={profile.mobileVerified}
        />
        <TwoFactorSection
          mobileStep={SectionMobileNumberStep}
          enabled={profile.twoFactorEnabled}
          email={profile.email}
          pendingSetup={pendingSetup}
        />
        <PayoutSection profile={profile} />
        <MarketingSection optedIn={profile.marketingOptIn} />
        <WalletAlertsSection enabled={profile.walletAlerts} />
        <DeleteSection />
      </div>
    </div>
  );
}
