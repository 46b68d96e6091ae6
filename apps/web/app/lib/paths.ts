/** Every internal URL the web app links to, in one place. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  creditCards: () => '/credit-cards',
  apiDocs: () => '/api/docs',
} as const;
