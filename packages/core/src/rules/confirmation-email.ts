/**
 * The address-confirmation email as the confirmation screen's guide names it (accounts spec §2: look for
 * a "Confirm Your Email" message, click Confirm Email): the email and the guide both read these.
 */
export const CONFIRMATION_EMAIL = {
  subject: (brandName: string) => `Confirm Your Email | ${brandName}`,
  button: 'Confirm Email',
} as const;
