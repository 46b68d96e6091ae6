/** The main menu's four groups and the Quiz item (shell-and-browsing §2.7); their links load on first use. */
export const MENU_GROUP_HEADS = [
  { id: 'compare', name: 'Compare Credit Cards' },
  { id: 'best', name: 'Best Credit Cards' },
  { id: 'blog', name: 'Blog News & Deals' },
  { id: 'credit-score', name: 'Your Credit Score' },
] as const;
export type MenuGroupId = (typeof MENU_GROUP_HEADS)[number]['id'];

export const QUIZ_ITEM = { name: 'Quiz', to: '/credit-card-quiz' } as const;

/** The links of the groups, fetched when a visitor first reaches for the menu. */
export const loadMenuColumns = () => import('./menu-columns');
