import type { SpendCategory } from '@cardgenius/core/catalogue';

/** How the 8 spending categories are named on every page. */
export const SPEND_CATEGORY_LABELS: Record<SpendCategory, string> = {
  regular: 'Everything else',
  grocery: 'Groceries',
  restaurant: 'Restaurants',
  gas: 'Gas',
  bills: 'Recurring bills',
  drug: 'Drugstores',
  travel: 'Travel',
  store: 'Department and online stores',
};

/** The label of a category named by a string (API data); the name itself when it is not one. */
export function spendCategoryLabel(category: string): string {
  return (SPEND_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}
