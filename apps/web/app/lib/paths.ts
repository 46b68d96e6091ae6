/** Every internal URL the web app links to, in one place. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  methodology: () => '/methodology',
  issuers: () => '/issuers',
  bestCards: (slug?: string) => (slug ? `/best-credit-cards/${slug}` : '/best-credit-cards'),
  creditCards: () => '/credit-cards',
  creditCard: (slug: string) => `/credit-cards/${slug}`,
  apiDocs: () => '/api/docs',
} as const;
