/** Every internal URL the web app links to, in one place. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  methodology: () => '/methodology',
  issuers: () => '/issuers',
  bestCards: (slug?: string) => (slug ? `/best-credit-cards/${slug}` : '/best-credit-cards'),
  creditCards: () => '/credit-cards',
  creditCard: (slug: string) => `/credit-cards/${slug}`,
  disclosure: () => '/disclosure',
  privacy: () => '/privacy',
  terms: () => '/terms',
  security: () => '/security',
  faq: () => '/faq',
  /** The contact form; a topic other than general opens its variant (or presets the topic). */
  contact: (topic?: 'geniuscash' | 'bug' | 'privacy' | 'partnership') =>
    topic === 'geniuscash'
      ? '/contact?geniuscash=true'
      : topic === 'bug'
        ? '/contact?rb=true'
        : topic
          ? `/contact?topic=${topic}`
          : '/contact',
  scholarship: () => '/scholarship-canada',
  mobileApp: () => '/app',
  featuredIn: () => '/featured-in',
  newsletter: () => '/newsletter',
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  geniusSearch: (query?: string) => (query ? `/genius-search?q=${encodeURIComponent(query)}` : '/genius-search'),
  bestCardsByType: () => '/best-credit-cards/by-type',
  bestCardsByBank: () => '/best-credit-cards/by-bank',
  quiz: () => '/credit-card-quiz',
  rewardPointsCalculator: (query?: { program?: string; points?: number }) => {
    const search = new URLSearchParams();
    if (query?.program) search.set('program', query.program);
    if (query?.points !== undefined) search.set('points', String(query.points));
    const text = search.toString();
    return text ? `/reward-points-calculator?${text}` : '/reward-points-calculator';
  },
  sliders: () => '/sliders',
  apiDocs: () => '/api/docs',
} as const;
