/** The Open Email button's target (accounts spec §2 email confirmation, §9 quick-open list). */
export interface EmailProviderLink {
  name: string;
  url: string;
}

const GMAIL = { name: 'Gmail', url: 'https://mail.google.com/' };
const OUTLOOK = { name: 'Outlook', url: 'https://outlook.live.com/mail/' };
const YAHOO = { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' };
const AOL = { name: 'AOL Mail', url: 'https://mail.aol.com/' };
const ICLOUD = { name: 'iCloud Mail', url: 'https://www.icloud.com/mail' };
const PROTON = { name: 'Proton Mail', url: 'https://mail.proton.me/' };

/** Keyed by the domain's first label, so yahoo.ca, gmx.de and hotmail.co.uk all match. */
const PROVIDERS: Readonly<Record<string, EmailProviderLink>> = {
  gmail: GMAIL,
  yahoo: YAHOO,
  ymail: YAHOO,
  hotmail: OUTLOOK,
  outlook: OUTLOOK,
  live: OUTLOOK,
  aol: AOL,
  aim: AOL,
  me: ICLOUD,
  icloud: ICLOUD,
  zoho: { name: 'Zoho Mail', url: 'https://mail.zoho.com/' },
  mail: { name: 'Mail.com', url: 'https://www.mail.com/' },
  inbox: { name: 'Inbox.com', url: 'https://www.inbox.com/' },
  proton: PROTON,
  protonmail: PROTON,
  gmx: { name: 'GMX', url: 'https://www.gmx.com/' },
  eastlink: { name: 'Eastlink', url: 'https://webmail.eastlink.ca/' },
};

/** Second-level labels under which a country's public suffix sits (yahoo.co.uk, hotmail.com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ne', 'or']);

/**
 * The provider's webmail for an address, or null (the button is then not shown). Only a provider's
 * own domain counts: mail.utoronto.ca or live.example.com are someone else's servers, not Mail.com or Outlook.
 */
export function emailProviderLink(email: string): EmailProviderLink | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const [first = '', ...rest] = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  const isProviderDomain = rest.length === 1 || (rest.length === 2 && SECOND_LEVEL.has(rest[0] ?? ''));
  if (!isProviderDomain || !Object.hasOwn(PROVIDERS, first)) return null;
  const provider = PROVIDERS[first];
  return provider ? { ...provider } : null;
}
