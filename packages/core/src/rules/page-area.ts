/** The areas analytics and the shell group pages into (shell-and-browsing §2.4). */
export const PAGE_AREAS = [
  'Site',
  'Blog',
  'Home',
  'Compare',
  'Standalone',
  'Best Cards',
  'Issuers',
  'Dashboard',
  'Challenge',
] as const;
export type PageArea = (typeof PAGE_AREAS)[number];

const BLOG_ROOTS = new Set(['blog', 'news', 'review', 'credit-card-authors', 'preview']);
const DASHBOARD_ROOTS = new Set(['dashboard', 'account', 'ticket', 'agree', 'user']);

/** The area of a path (query and fragment ignored, trailing slashes ignored, case-insensitive). */
export function pageArea(path: string): PageArea {
  const segments = (path.split(/[?#]/, 1)[0] ?? '')
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  const [first, second] = segments;
  if (first === undefined) return 'Home';
  if (first === 'credit-cards' || first === 'cards') return second === undefined ? 'Compare' : 'Standalone';
  if (first === 'best-credit-cards') return 'Best Cards';
  if (first === 'issuers') return 'Issuers';
  if (first === 'credit-card-quiz') return 'Challenge';
  if (BLOG_ROOTS.has(first)) return 'Blog';
  if (DASHBOARD_ROOTS.has(first)) return 'Dashboard';
  return 'Site';
}
