import '../zod-setup';
import { z } from 'zod';
import {
  checkPassword,
  hasControlCharacters,
  isValidEmail,
  MOBILE_NUMBER_PATTERN,
  PASSWORD_MAX_LENGTH,
  PAYMENT_METHODS,
  STAFF_ROLES,
} from '../rules';
import { WALLET_STATUSES } from '../wallet/wallet-limits';
import { defineEndpoint } from './endpoint';
import { API_PATHS, FIELD_MESSAGES } from './names';
import { CaptchaCode, PersonName } from './text-fields';

// The accounts spec's calls (§7) with their payloads (§3) and messages (§5, §8). Unknown fields are
// refused everywhere (strict objects), so `isAdmin` or any other extra in a body can have no effect.

const MAX_EMAIL_LENGTH = 254;

/** An address in the register form's pattern (§5), normalized to lower case. */
export const EmailAddress = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(MAX_EMAIL_LENGTH, 'An email address can be at most 254 characters.')
  .refine(isValidEmail, FIELD_MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());

/**
 * Any address-shaped text (login, forgot password): the pattern is checked where accounts are made,
 * but nothing an address cannot hold (spaces, control characters) gets past.
 */
const SignInEmail = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(MAX_EMAIL_LENGTH, 'An email address can be at most 254 characters.')
  .refine((value) => !/\s/.test(value) && !hasControlCharacters(value), FIELD_MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());

/** A password as typed; the rules are checked where a new password is chosen. */
export const PresentedPassword = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(1, FIELD_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, `A password can be at most ${PASSWORD_MAX_LENGTH} characters.`);

const PASSWORD_RULE_MESSAGES = {
  size: `Use 8 to ${PASSWORD_MAX_LENGTH} characters.`,
  lower: 'Add a lowercase letter.',
  upper: 'Add an uppercase letter.',
  number: 'Add a number.',
  special: 'Add a special character.',
} as const;

/** A new password: the rules of §5, each failed rule named (the common-password check is the server's). */
const NewPassword = z.string({ error: 'Enter a password.' }).superRefine((value, context) => {
  if (value === '') {
    context.addIssue({ code: 'custom', message: 'Enter a password.' });
    return;
  }
  const flags = checkPassword(value);
  const failed = (Object.keys(PASSWORD_RULE_MESSAGES) as (keyof typeof PASSWORD_RULE_MESSAGES)[]).filter(
    (flag) => flags[flag],
  );
  if (failed.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `Your password does not meet the requirements: ${failed.map((flag) => PASSWORD_RULE_MESSAGES[flag]).join(' ')}`,
    });
  }
});

export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: 'Choose Interac e-Transfer or PayPal.' });

const OptionalEmail = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, 'An email address can be at most 254 characters.')
  .optional();

/** The optional payout preference block (§5 "Payout preference"), with the spec's messages. */
const PaymentFields = {
  paymentMethod: z.union([PaymentMethod, z.literal('none'), z.literal('')]).optional(),
  interacEmail: OptionalEmail,
  interacEmailVerify: OptionalEmail,
  paypalEmail: OptionalEmail,
  paypalEmailVerify: OptionalEmail,
};

type PaymentInput = {
  paymentMethod?: 'interac' | 'paypal' | 'none' | '' | undefined;
  interacEmail?: string | undefined;
  interacEmailVerify?: string | undefined;
  paypalEmail?: string | undefined;
  paypalEmailVerify?: string | undefined;
};

function checkPaymentFields(value: PaymentInput, context: z.RefinementCtx): void {
  if (value.paymentMethod === 'interac') {
    if (!value.interacEmail || !isValidEmail(value.interacEmail)) {
      context.addIssue({
        code: 'custom',
        path: ['interacEmail'],
        message: 'Please enter a valid email where we can send you interac e-Transfers',
      });
    } else if (value.interacEmail.toLowerCase() !== (value.interacEmailVerify ?? '').toLowerCase()) {
      context.addIssue({
        code: 'custom',
        path: ['interacEmailVerify'],
        message: 'The two interac emails do not match. Make sure both emails match',
      });
    }
  }
  if (value.paymentMethod === 'paypal') {
    if (!value.paypalEmail || !isValidEmail(value.paypalEmail)) {
      context.addIssue({ code: 'custom', path: ['paypalEmail'], message: 'Please enter a valid PayPal email' });
    } else if (value.paypalEmail.toLowerCase() !== (value.paypalEmailVerify ?? '').toLowerCase()) {
      context.addIssue({
        code: 'custom',
        path: ['paypalEmailVerify'],
        message: 'The two PayPal emails do not match. Make sure both emails match',
      });
    }
  }
}

/** Where the authentication widget was opened; GeniusCash and gift card contexts ask for a mobile number. */
export const AUTH_CONTEXTS = ['site', 'geniuscash', 'giftCard', 'saveCard', 'offer'] as const;
export const AuthContext = z.enum(AUTH_CONTEXTS, { error: 'origin is not a known context.' });
export type AuthContext = z.infer<typeof AuthContext>;

const ReferralCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'The referral code is not valid.');

// ---------------------------------------------------------------- shared answers

export const TokenTwoFactor = z.object({
  validated: z.boolean(),
  authenticated: z.boolean(),
  otpAuth_url: z.string().optional().describe('Only while two-factor setup is unfinished'),
});

/** The token's data (§3): what the authentication widget decides its next mode from. */
export const SessionView = z
  .object({
    email: z.string(),
    name: z.string(),
    isAdmin: z.boolean(),
    agreedToTerms: z.boolean(),
    twoFactor: TokenTwoFactor.optional(),
    mobileNumber: z.object({ isVerified: z.boolean(), skipMobileNumber: z.boolean() }),
    authenticated: z.boolean().describe('Authenticated exactly as §4 defines'),
    expiresAt: z.iso.datetime(),
    qrCodeSvg: z.string().optional().describe('The otpauth URI as a QR code, while setup is unfinished'),
  })
  .meta({ id: 'SessionView' });
export type SessionView = z.infer<typeof SessionView>;

export const UserView = z
  .object({
    email: z.string(),
    name: z.string(),
    marketingOptIn: z.boolean(),
    emailConfirmed: z.boolean(),
  })
  .meta({ id: 'UserView' });
export type UserView = z.infer<typeof UserView>;

/**
 * A new session's answer. `authToken` is in the body only for clients that keep the token themselves
 * (the mobile app, with a Bearer header or `X-Token-Transport: body`); the site gets an HttpOnly cookie.
 */
export const SignedInResponse = z
  .object({
    authToken: z.string().optional(),
    user: UserView,
    session: SessionView,
  })
  .meta({ id: 'SignedInResponse' });

/** The same, answered by calls the spec says return `token`. */
const TokenResponse = z.object({
  token: z.string().optional(),
  session: SessionView.nullable().describe('Null for the mobile step right after registering, before any sign-in'),
});

const Success = z.object({ success: z.literal(true) });

/** What pages learn about the visitor (§3 "Auth status held in the client"). */
export const AuthStatus = z
  .object({
    isAuthenticated: z.boolean(),
    username: z.string(),
    isAdmin: z.boolean().describe('A staff member (any role), who may enter the admin site'),
    staffRole: z
      .enum(STAFF_ROLES)
      .nullable()
      .optional()
      .describe('The staff role (admin, editor, support), null for a member without one; set when signed in'),
    isDev: z.boolean(),
    session: SessionView.nullable().describe('Present while signed in, also part way through sign-in'),
  })
  .meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof AuthStatus>;

export const EmailProvider = z.object({ name: z.string(), url: z.string() }).nullable();

// ---------------------------------------------------------------- requests

export const RegisterRequest = z
  .strictObject({
    name: PersonName,
    email: EmailAddress,
    password1: NewPassword,
    password2: z.string({ error: 'Confirm your password.' }).max(PASSWORD_MAX_LENGTH),
    marketingOptIn: z.boolean({ error: 'marketingOptIn must be true or false.' }).default(false),
    terms: z.boolean({ error: FIELD_MESSAGES.termsRequired }),
    origin: AuthContext.default('site'),
    captchaCode: CaptchaCode,
    referredByCode: ReferralCode.optional(),
    ...PaymentFields,
  })
  .superRefine((value, context) => {
    if (value.terms !== true) {
      context.addIssue({ code: 'custom', path: ['terms'], message: FIELD_MESSAGES.termsRequired });
    }
    if (value.password1 !== value.password2) {
      context.addIssue({ code: 'custom', path: ['password2'], message: 'The two passwords do not match.' });
    }
    checkPaymentFields(value, context);
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z
  .strictObject({
    email: SignInEmail,
    password: PresentedPassword,
    captchaCode: CaptchaCode,
    ...PaymentFields,
  })
  .superRefine(checkPaymentFields)
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequest>;

const AuthenticatorCode = z
  .string({ error: 'You have to enter the authenticator code' })
  .trim()
  .min(1, 'You have to enter the authenticator code')
  .regex(/^\d{6}$/, 'The authenticator code is the 6 digits your app shows.');

const MobileNumber = z
  .string({ error: 'You have to enter a valid cell number' })
  .trim()
  .min(1, 'You have to enter a valid cell number')
  .regex(MOBILE_NUMBER_PATTERN, 'The cell number you have provided is not in the correct format of ###-###-####');

const OtpCode = z
  .string({ error: 'You have to enter a valid code' })
  .trim()
  .min(1, 'You have to enter a valid code')
  .regex(/^\d{4,10}$/, 'The code is the digits in the text message we sent.');

const OneTimeToken = z
  .string({ error: 'The link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'The link is not valid. Check that you copied all of it.');

const PasswordCheck = z.strictObject({ password: PresentedPassword });

const NEW_PASSWORD_FIELDS = { newPassword1: NewPassword, newPassword2: z.string().max(PASSWORD_MAX_LENGTH) };
const PASSWORDS_MATCH = {
  check: (value: { newPassword1: string; newPassword2: string }) => value.newPassword1 === value.newPassword2,
  params: { path: ['newPassword2'], message: 'The two passwords do not match.' },
};

const CardSlug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Not a card identifier.');

// ---------------------------------------------------------------- account views

export const SavedCard = z.object({
  slug: z.string(),
  name: z.string(),
  issuerName: z.string(),
  annualFee: z.number().nullable(),
  status: z
    .enum(WALLET_STATUSES)
    .describe('held: in the member’s wallet; watching: saved, with alerts when its offer rises'),
  savedAt: z.iso.datetime(),
});

export const ClaimedOffer = z.object({
  id: z.string(),
  cardSlug: z.string(),
  cardName: z.string(),
  amount: z.number().describe('Dollars'),
  status: z.string(),
  statusLabel: z.string().describe('The spec’s payment status mapping (§3)'),
  claimedAt: z.iso.datetime(),
});

export const DashboardResponse = z
  .object({
    name: z.string(),
    savedCards: z.array(SavedCard),
    offers: z.array(ClaimedOffer),
    nextPayoutDate: z.iso.date(),
    prompts: z.object({ finishTwoFactorSetup: z.boolean(), verifyMobileNumber: z.boolean() }),
  })
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

export const AccountProfile = z
  .object({
    name: z.string(),
    email: z.string(),
    pendingEmail: z.string().nullable(),
    emailConfirmed: z.boolean(),
    marketingOptIn: z.boolean(),
    walletAlerts: z
      .boolean()
      .describe('Whether the weekly wallet alert email is on (PUT /user/wallet/alerts turns it on or off)'),
    mobileNumber: z.string().nullable().describe('Masked'),
    mobileVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    twoFactorPending: z.boolean(),
    paymentMethod: PaymentMethod.nullable(),
    interacEmail: z.string().nullable(),
    paypalEmail: z.string().nullable(),
    referralCode: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountProfile' });
export type AccountProfile = z.infer<typeof AccountProfile>;

export const OutboxEntry = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

// ---------------------------------------------------------------- endpoints

const TAG = 'Accounts';

export const getCaptchaChallenge = defineEndpoint({
  id: 'getCaptchaChallenge',
  method: 'get',
  path: API_PATHS.captchaChallenge,
  tag: TAG,
  access: 'public',
  summary: 'A proof-of-work captcha challenge (ALTCHA)',
  description: 'The altcha widget solves it; its payload is sent as `captchaCode`. Each solution is accepted once.',
  responses: {
    200: z.looseObject({
      parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
      signature: z.string(),
    }),
  },
});

export const register = defineEndpoint({
  id: 'register',
  method: 'post',
  path: '/user/register',
  tag: TAG,
  access: 'public',
  summary: 'Create an account and email a confirmation link',
  description:
    'The answer is the same whether or not the address already has an account (its owner is emailed instead), so registering never reveals who is a member.',
  request: { body: RegisterRequest },
  responses: {
    201: z.object({
      success: z.literal(true),
      emailProvider: EmailProvider,
      user: z.object({ email: z.string(), name: z.string() }),
      cc: z.string().describe('Region code'),
    }),
  },
});

export const login = defineEndpoint({
  id: 'login',
  method: 'post',
  path: '/user/login',
  tag: TAG,
  access: 'public',
  summary: 'Sign in with email and password',
  description:
    'Failures answer 401 with `options.showConfirmationLink` (address not confirmed) or `options.showFailedLoginMaxMessage` (locked after 10 consecutive failures, for 15 minutes).',
  request: { body: LoginRequest },
  responses: { 200: SignedInResponse },
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'post',
  path: '/user/logout',
  tag: TAG,
  access: 'public',
  summary: 'End the session',
  responses: { 200: Success },
});

export const getAuthStatus = defineEndpoint({
  id: 'getAuthStatus',
  method: 'get',
  path: '/user/auth-status',
  tag: TAG,
  access: 'public',
  summary: "The visitor's sign-in status, read by the server from the session",
  responses: { 200: AuthStatus },
});

export const validateTwoFactor = defineEndpoint({
  id: 'validateTwoFactor',
  method: 'post',
  path: '/user/validateTwoFactor',
  tag: TAG,
  access: 'session',
  summary: 'Enter an authenticator code (finishes setup, or the second step of sign-in)',
  request: { body: z.strictObject({ authCode: AuthenticatorCode }) },
  responses: { 200: SignedInResponse },
});

export const enableTwoFactor = defineEndpoint({
  id: 'enableTwoFactor',
  method: 'post',
  path: '/user/two-factor/enable',
  tag: TAG,
  access: 'member',
  summary: 'Start two-factor setup: a new secret and its otpauth URI',
  request: { body: PasswordCheck },
  responses: { 200: z.object({ otpAuthUrl: z.string(), qrCodeSvg: z.string(), session: SessionView }) },
});

export const disableTwoFactor = defineEndpoint({
  id: 'disableTwoFactor',
  method: 'post',
  path: '/user/two-factor/disable',
  tag: TAG,
  access: 'member',
  summary: 'Turn two-factor sign-in off (needs the password again)',
  request: { body: PasswordCheck },
  responses: { 200: Success },
});

export const skipMobileNumber = defineEndpoint({
  id: 'skipMobileNumber',
  method: 'post',
  path: '/user/skip-mobile-number',
  tag: TAG,
  access: 'public',
  summary: 'Carry on without a mobile number',
  responses: { 200: TokenResponse },
});

export const requestOtp = defineEndpoint({
  id: 'requestOtp',
  method: 'post',
  path: '/user/request-otp',
  tag: TAG,
  access: 'public',
  summary: 'Text a verification code to a mobile number',
  description:
    'For a member signed in past the second factor, or right after a GeniusCash sign-up (the registrationTicket cookie). At most one text a minute to a number, and daily caps per number, IP address and account.',
  request: { body: z.strictObject({ mobileNumber: MobileNumber, email: SignInEmail.optional() }) },
  responses: { 200: z.object({ success: z.literal(true), expiresInSeconds: z.number().int() }) },
});

export const validateOtp = defineEndpoint({
  id: 'validateOtp',
  method: 'post',
  path: '/user/validate-otp',
  tag: TAG,
  access: 'public',
  summary: 'Enter the texted code to verify the mobile number',
  request: {
    body: z.strictObject({ mobileNumber: MobileNumber, otpCode: OtpCode, email: SignInEmail.optional() }),
  },
  responses: { 200: TokenResponse },
});

export const resendConfirmation = defineEndpoint({
  id: 'resendConfirmation',
  method: 'post',
  path: '/user/resend-confirmation',
  tag: TAG,
  access: 'public',
  summary: 'Email the confirmation link again',
  description: 'The same answer whether or not the address has an unconfirmed account.',
  request: { body: z.strictObject({ email: SignInEmail }) },
  responses: { 200: Success },
});

export const confirmEmail = defineEndpoint({
  id: 'confirmEmail',
  method: 'post',
  path: '/user/confirm-email',
  tag: TAG,
  access: 'public',
  summary: 'Confirm an address with the code from the email',
  description:
    'In the browser that registered (its registrationDevice cookie) the code alone confirms. Elsewhere the answer is 401 with `options.confirmWithPassword` until the call also carries the password chosen when registering, or a new password (`newPassword1`, `newPassword2`), which ends every session and clears the payout, mobile number, two-factor and marketing choices made before the address was confirmed.',
  request: {
    body: z
      .strictObject({
        code: OneTimeToken,
        password: PresentedPassword.optional(),
        newPassword1: NewPassword.optional(),
        newPassword2: z.string().max(PASSWORD_MAX_LENGTH).optional(),
      })
      .refine((value) => value.newPassword1 === undefined || value.newPassword1 === value.newPassword2, {
        path: ['newPassword2'],
        message: 'The two passwords do not match.',
      }),
  },
  responses: {
    200: z.object({
      success: z.literal(true),
      redirect: z.string(),
      email: z.string(),
      marketingOptIn: z.boolean(),
    }),
  },
});

export const optIn = defineEndpoint({
  id: 'optIn',
  method: 'post',
  path: '/profile/optin',
  tag: TAG,
  access: 'public',
  summary: 'Opt in to marketing email',
  description: 'Signed in, or with the confirmation code just used (within a day of confirming).',
  request: { body: z.strictObject({ confirmCode: OneTimeToken.optional() }) },
  responses: { 200: z.object({ success: z.literal(true), token: z.string().optional() }) },
});

export const forgotPassword = defineEndpoint({
  id: 'forgotPassword',
  method: 'post',
  path: '/user/forgot-password',
  tag: TAG,
  access: 'public',
  summary: 'Email a password reset link',
  description: 'The same answer whether or not the address has an account.',
  request: { body: z.strictObject({ email: SignInEmail, captchaCode: CaptchaCode }) },
  responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
});

export const checkResetToken = defineEndpoint({
  id: 'checkResetToken',
  method: 'post',
  path: '/user/reset-password/check',
  tag: TAG,
  access: 'public',
  summary: 'Whether a reset link can still be used',
  request: { body: z.strictObject({ token: z.string().max(300) }) },
  responses: { 200: z.object({ valid: z.boolean() }) },
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'post',
  path: '/user/reset-password',
  tag: TAG,
  access: 'public',
  summary: 'Choose a new password with a reset link',
  description: 'Ends every session of the account and unlocks it.',
  request: {
    body: z
      .strictObject({ token: OneTimeToken, ...NEW_PASSWORD_FIELDS })
      .refine(PASSWORDS_MATCH.check, PASSWORDS_MATCH.params),
  },
  responses: { 200: Success },
});

export const addCards = defineEndpoint({
  id: 'addCards',
  method: 'post',
  path: '/user/add-cards',
  tag: TAG,
  access: 'member',
  summary: 'Save cards (the addCardOnSignIn cookie, after sign-in)',
  request: { body: z.strictObject({ cards: z.array(CardSlug).max(50, 'At most 50 cards at once.') }) },
  responses: { 200: z.object({ saved: z.array(z.string()) }) },
});

export const removeSavedCard = defineEndpoint({
  id: 'removeSavedCard',
  method: 'delete',
  path: '/user/saved-cards/{slug}',
  tag: TAG,
  access: 'member',
  summary: 'Remove a saved card',
  request: { params: z.strictObject({ slug: CardSlug }) },
  responses: { 200: Success },
});

export const getDashboard = defineEndpoint({
  id: 'getDashboard',
  method: 'get',
  path: '/user/dashboard',
  tag: TAG,
  access: 'member',
  summary: "The member's saved cards, offers and payout date",
  responses: { 200: DashboardResponse },
});

export const getProfile = defineEndpoint({
  id: 'getProfile',
  method: 'get',
  path: '/user/profile',
  tag: TAG,
  access: 'member',
  summary: "The member's account settings",
  responses: { 200: AccountProfile },
});

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  method: 'post',
  path: '/user/profile',
  tag: TAG,
  access: 'member',
  summary: 'Change name, marketing opt-in or payout preference',
  description:
    'A payout change needs the password (or a sign-in in the last 10 minutes) and emails the account’s address a link that undoes it.',
  request: {
    body: z
      .strictObject({
        name: PersonName.optional(),
        marketingOptIn: z.boolean().optional(),
        ...PaymentFields,
        password: PresentedPassword.optional().describe(
          'Needed to change where payouts go, unless the member signed in (with the second factor) in the last 10 minutes',
        ),
      })
      .superRefine(checkPaymentFields),
  },
  responses: { 200: AccountProfile },
});

export const changeEmail = defineEndpoint({
  id: 'changeEmail',
  method: 'post',
  path: '/user/change-email',
  tag: TAG,
  access: 'member',
  summary: 'Start an email change: the new address must be confirmed',
  request: { body: z.strictObject({ newEmail: EmailAddress, password: PresentedPassword }) },
  responses: { 200: Success },
});

export const confirmEmailChange = defineEndpoint({
  id: 'confirmEmailChange',
  method: 'post',
  path: '/user/confirm-email-change',
  tag: TAG,
  access: 'public',
  summary: 'Confirm a new address with the code from the email',
  request: { body: z.strictObject({ code: OneTimeToken }) },
  responses: { 200: z.object({ success: z.literal(true), email: z.string() }) },
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'post',
  path: '/user/change-password',
  tag: TAG,
  access: 'member',
  summary: 'Change the password (ends the other sessions)',
  request: {
    body: z
      .strictObject({ currentPassword: PresentedPassword, ...NEW_PASSWORD_FIELDS })
      .refine(PASSWORDS_MATCH.check, PASSWORDS_MATCH.params),
  },
  responses: { 200: Success },
});

export const agreeToTerms = defineEndpoint({
  id: 'agreeToTerms',
  method: 'post',
  path: '/user/agree',
  tag: TAG,
  access: 'member',
  summary: 'Agree to the terms and privacy policy',
  request: {
    body: z.strictObject({
      terms: z.literal(true, { error: FIELD_MESSAGES.termsRequired }),
    }),
  },
  responses: { 200: TokenResponse },
});

export const deleteAccount = defineEndpoint({
  id: 'deleteAccount',
  method: 'post',
  path: '/user/delete',
  tag: TAG,
  access: 'member',
  summary: 'Delete the account and its personal data (needs the password)',
  request: { body: PasswordCheck },
  responses: { 200: Success },
});

export const listOutbox = defineEndpoint({
  id: 'listOutbox',
  method: 'get',
  path: '/dev/outbox',
  tag: 'Development',
  access: 'development',
  summary: 'Email and SMS kept instead of sent (not in production)',
  request: { query: z.strictObject({ to: z.string().max(254).optional() }) },
  responses: { 200: z.object({ messages: z.array(OutboxEntry) }) },
});

export const undoAccountChange = defineEndpoint({
  id: 'undoAccountChange',
  method: 'post',
  path: '/user/undo-change',
  tag: TAG,
  access: 'public',
  summary: 'Undo a change of email address or payout details with the link emailed about it',
  description:
    'Puts the previous address or payout details back, ends every session and sets a password nobody knows: the member chooses a new one from the reset link emailed to the restored address.',
  request: { body: z.strictObject({ code: OneTimeToken }) },
  responses: {
    200: z.object({ success: z.literal(true), restored: z.enum(['email', 'payout']), email: z.string() }),
  },
});
