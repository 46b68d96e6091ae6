/** Every internal URL the web app links to, in one place. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  /** The methodology page, or one of its sections. */
  methodology: (section?: MethodologySection) => (section ? `/methodology#${section}` : '/methodology'),
  issuers: () => '/issuers',
  bestCards: (slug?: string) => (slug ? `/best-credit-cards/${slug}` : '/best-credit-cards'),
  creditCards: () => '/credit-cards',
  creditCard: (slug: string) => `/credit-cards/${slug}`,
  /** The printable report of the visitor's wallet: best card per category, next card, cards that could go. */
  walletReport: () => '/user/wallet-report',
  /** Members review a card; with a card, the page opens with it chosen. */
  review: (cardSlug?: string) => (cardSlug ? `/review?card=${encodeURIComponent(cardSlug)}` : '/review'),
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
  newsletter: () => '/newsletter',
  /** After subscribing (check your inbox) or confirming; the API's redirects name the state. */
  thankYou: () => '/thank-you',
  /** Ask for an unsubscribe link by email. */
  unsubscribeEmail: () => '/unsubscribe-email',
  /** A signed-in member unsubscribes their own address. */
  userUnsubscribeEmail: () => '/user/unsubscribe-email',
  unsubscribed: () => '/unsubscribed',
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
  /** GeniusCash offers, all or one card's (shell-and-browsing §2.1: offers/{card slug}). */
  offers: (slug?: string) => (slug ? `/offers/${encodeURIComponent(slug)}` : '/offers'),
  /** Where a card's offers page sends a visitor once its offer has ended (shell-and-browsing §2.3). */
  offerDisabled: (cardSlug?: string) =>
    cardSlug ? `/offers/offer-disabled?card=${encodeURIComponent(cardSlug)}` : '/offers/offer-disabled',
  dashboard: () => '/dashboard',
  /** The member's GeniusCash tickets; with a reference, that ticket looked up. */
  ticket: (reference?: string) => (reference ? `/ticket?id=${encodeURIComponent(reference)}` : '/ticket'),
  /** The go-link of a card (§7); `search` is a query string such as `?context=QR`. */
  go: (affiliateId: string, search = '') => `/go/${encodeURIComponent(affiliateId)}${search}`,
  /** The go-link's server-side fallback, with the go-link's own query. */
  go2: (affiliateId: string, search = '') => `/go2/${encodeURIComponent(affiliateId)}${search}`,
  goQrCode: (affiliateId: string) => `/go-qrcode/${encodeURIComponent(affiliateId)}`,
  applyInstructions: (affiliateId: string) => `/apply-instructions/${encodeURIComponent(affiliateId)}`,
  temporarilyUnavailable: (cardName?: string) =>
    cardName ? `/temporarily-unavailable?card=${encodeURIComponent(cardName)}` : '/temporarily-unavailable',
} as const;

/** Sections of the methodology page that other pages link to. */
export type MethodologySection = 'unknown-facts';
