/** A dated or promotional menu entry (shell-and-browsing §3, menu item). */
export interface MenuItemSchedule {
  startDate?: string | null;
  endDate?: string | null;
  promo?: string | null;
}

/**
 * Shell-and-browsing §2.7: an item shows if it has no dates and no promo, or today is within its
 * start and end dates (both inclusive, by calendar day), or its promo is one of the active promos.
 */
export function isMenuItemShown(
  item: MenuItemSchedule,
  { today, activePromos = [] }: { today: string; activePromos?: readonly string[] },
): boolean {
  const { startDate, endDate, promo } = item;
  if (!startDate && !endDate && !promo) return true;
  if (promo && activePromos.includes(promo)) return true;
  if (!startDate && !endDate) return false;
  const day = today.slice(0, 10);
  const started = !startDate || startDate.slice(0, 10) <= day;
  const notEnded = !endDate || day <= endDate.slice(0, 10);
  return started && notEnded;
}
