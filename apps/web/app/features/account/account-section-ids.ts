/** The ids of the account page's sections, for links from the dashboard (/account#two-factor). */
export const ACCOUNT_SECTION_IDS = {
  name: 'name',
  email: 'email',
  password: 'password',
  mobile: 'mobile-number',
  twoFactor: 'two-factor',
  payout: 'payout',
  marketing: 'marketing-emails',
  delete: 'delete-account',
} as const;
