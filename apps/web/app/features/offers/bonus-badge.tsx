/** The bonus flag (shell-and-browsing §4): an offer over $100. */
export function BonusBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 text-xs uppercase tracking-wide">
      Bonus offer
    </span>
  );
}
