import { normalizeEmail } from './email-address';
import { LOCKED_BY_STAFF_MESSAGE } from './member-admin';
import { isPersonName, PERSON_NAME_MAX_LENGTH } from './text-input';

/** The providers of social sign-in (accounts spec §2: /auth/facebook and /auth/google). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string | null | undefined): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Where the browser starts a provider's sign-in (a form POST) and where the provider sends it back. */
export const socialSignInPath = (provider: SocialProvider) => `/auth/${provider}`;
export const socialCallbackPath = (provider: SocialProvider) => `/auth/${provider}/callback`;

/**
 * Why a social sign-in ended on the login page instead of signed in. Only these codes travel in the
 * URL (`/login?socialError=`): the page shows its own sentence, never text from the query.
 */
export const SOCIAL_SIGN_IN_ERRORS = {
  denied: 'You cancelled the sign-in, or the provider did not allow it. You can try again or log in with your email.',
  expired: 'That sign-in took too long or was started in another browser. Please try again.',
  'unverified-email':
    'The provider could not confirm that you own that email address, so we cannot use it to sign you in. Confirm the address with the provider, or log in with your email and password.',
  'no-email':
    'The provider did not share an email address with us. Allow access to your email address, or log in with your email and password.',
  unavailable:
    'Signing in with that provider is not available right now. Please try again later or log in with your email.',
  'too-many': 'Too many sign-in attempts from your connection. Please wait a few minutes and try again.',
  failed: 'Something went wrong while signing you in. Please try again or log in with your email.',
  locked: LOCKED_BY_STAFF_MESSAGE,
} as const;
export type SocialSignInError = keyof typeof SOCIAL_SIGN_IN_ERRORS;

/** The message for a `socialError` query value, or null for no or an unknown value. */
export function socialSignInErrorMessage(code: string | null | undefined): string | null {
  if (!code || !Object.hasOwn(SOCIAL_SIGN_IN_ERRORS, code)) return null;
  return SOCIAL_SIGN_IN_ERRORS[code as SocialSignInError];
}

/** What a provider told us about the person, before any decision is made on it. */
export interface ProviderProfile {
  /** The provider's stable id of the person (OIDC `sub`, Facebook's app-scoped id). */
  subject: string;
  email?: string | undefined;
  /** Only true when the provider vouches for the address. */
  emailVerified: boolean;
  name?: string | undefined;
}

/**
 * The address a profile may be linked by: present, well formed and vouched for by the provider; else
 * why not. Never an address the provider did not verify (accounts can be claimed with it).
 */
export function verifiedEmailOf(
  profile: ProviderProfile,
): { ok: true; email: string } | { ok: false; error: 'no-email' | 'unverified-email' } {
  const email = profile.email ? normalizeEmail(profile.email) : '';
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return { ok: false, error: 'no-email' };
  if (!profile.emailVerified) return { ok: false, error: 'unverified-email' };
  return { ok: true, email };
}

/**
 * The name a new member gets from the provider: theirs when it is one our forms would accept, else
 * the part of the address before the '@' (they can change it on the account page).
 */
export function memberNameFrom(profile: ProviderProfile, email: string): string {
  const name = profile.name?.trim().replace(/\s+/g, ' ') ?? '';
  if (name && name.length <= PERSON_NAME_MAX_LENGTH && isPersonName(name)) return name;
  return (email.split('@')[0] ?? email).slice(0, PERSON_NAME_MAX_LENGTH);
}
