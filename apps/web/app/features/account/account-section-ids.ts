import { WALLET_ALERTS_SECTION_ID } from '@cardgenius/core/contract/names';

/** The ids of the account page's sections, for links from the dashboard (/account#two-factor). */
export const ACCOUNT_SECTION_IDS = {
  name: 'name',
  email: 'email',
  password: 'password',
  mobile: 'mobile-number',
  twoFactor: 'two-factor',
  payout: 'payout',
  marketing: 'marketing-emails',
  walletAlerts: WALLET_ALERTS_SECTION_ID,
  delete: 'delete-account',
} as const;
