/** What the newsletter is and how often it arrives: said the same way on every page that asks for an address. */
export const NEWSLETTER_FACTS = {
  frequency: 'every second Thursday',
  alerts: 'a short alert when a welcome bonus or GeniusCash offer is unusually good, at most twice a month',
} as const;
