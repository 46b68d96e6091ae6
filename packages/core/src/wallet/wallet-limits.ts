/** The most cards a wallet holds: enough for any real wallet, and what keeps its optimisation quick. */
export const WALLET_HELD_LIMIT = 10;
/** The most cards a member may watch (saved cards they do not hold). */
export const WALLET_WATCH_LIMIT = 50;
/** Wallet alerts go out as one digest email a week at most. */
export const WALLET_DIGEST_INTERVAL_DAYS = 7;
export const WALLET_STATUSES = ['held', 'watching'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];
