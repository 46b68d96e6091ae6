export {
  type CardsThatCouldGoInput,
  type CardToDrop,
  type CategoryChange,
  cardsThatCouldGo,
  type NextCard,
  type NextCardInput,
  type NextCardsResult,
  rankNextCards,
} from './next-card';
export {
  type CardPlan,
  type CategoryPlan,
  type OptimiseWalletInput,
  optimiseWallet,
  type PlanCap,
  type PlanPart,
  type SharedCapPlan,
  type WalletPlan,
} from './optimise-wallet';
export {
  analyseWallet,
  optimiseHeld,
  planView,
  resolveHeld,
  type WalletAnalysisInput,
  type WalletCatalogue,
  walletCardRef,
} from './wallet-analysis';
export { formatWalletCookie, parseWalletCookie, toggleWalletCard } from './wallet-cookie';
export * from './wallet-limits';
