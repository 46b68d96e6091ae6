import type { ComponentType, ReactNode } from 'react';

/** What the Apply controls need of a card (its go-link, name, page and whether it is an affiliate's). */
export interface ApplicableCard {
  goUrl: string;
  displayName: string;
  slug: string;
  hasAffiliateLink: boolean;
}

/**
 * Apply and "Apply on your phone" for a compared card. The apply feature owns them (with the
 * newsletter pop-up behind Apply); the compare page hands them to its results and table.
 */
export interface ApplyControls {
  Button: ComponentType<{ card: ApplicableCard; context: string; className: string; children: ReactNode }>;
  PhoneLink: ComponentType<{ card: ApplicableCard }>;
}
