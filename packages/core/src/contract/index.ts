import {
  addCards,
  agreeToTerms,
  changeEmail,
  changePassword,
  checkResetToken,
  confirmEmail,
  confirmEmailChange,
  deleteAccount,
  disableTwoFactor,
  enableTwoFactor,
  forgotPassword,
  getAuthStatus,
  getCaptchaChallenge,
  getDashboard,
  getProfile,
  listOutbox,
  login,
  logout,
  optIn,
  register,
  removeSavedCard,
  requestOtp,
  resendConfirmation,
  resetPassword,
  skipMobileNumber,
  undoAccountChange,
  updateProfile,
  validateOtp,
  validateTwoFactor,
} from './accounts';
import { confirmStaffPassword, getStaffOverview, listStaff, setMemberRole } from './admin';
import { exportAnalyticsTable, getAnalyticsDashboard } from './admin-analytics';
import { getStaffCard, listStaffCards, revertStaffCard, setStaffCardState, updateStaffCard } from './admin-cards';
import {
  getSiteSettings,
  resetSiteSetting,
  saveFeatureFlags,
  saveHelloBar,
  saveMenuPlacements,
  saveNotificationBell,
  savePressMentions,
  saveSearchSynonyms,
  saveSiteStats,
} from './admin-settings';
import {
  trackCoreFeature,
  trackPageview,
  trackRegistration,
  trackScroll,
  trackSearch,
  trackSubscription,
  trackTimeOnSite,
} from './analytics';
import { exportAuditEvents, listAuditEvents } from './audit-log';
import { processBellSettings } from './bell-settings';
import {
  getMyCardReview,
  latestCardReviews,
  listCardReviewQueue,
  listCardReviews,
  saveMyCardReview,
  setCardReviewStatus,
} from './card-reviews';
import {
  compareCards,
  getBestCardGroups,
  getBestCardsIndex,
  getBestCardsPage,
  getCard,
  getCardOfferHistory,
  getCardPage,
  getComparePage,
  getSearchPage,
  rankCards,
  rankLists,
  searchCards,
} from './cards';
import {
  listCards,
  listCategories,
  listIssuers,
  listNetworks,
  listRewardPrograms,
  listSearchSynonyms,
} from './catalogue-lists';
import { listComments, listCommentsForModeration, moderateComment, postComment } from './comments';
import { sendContactMessage } from './contact';
import type { Endpoint } from './endpoint';
import { getSiteRating, submitSatisfaction } from './feedback';
import {
  createStaffOffer,
  decidePayout,
  endStaffOffer,
  exportPayoutBatch,
  getPayouts,
  getStaffClaim,
  listStaffClaims,
  listStaffOffers,
  markPayoutBatchPaid,
  replyToStaffClaim,
  schedulePayoutBatch,
  setStaffClaimStatus,
  updateStaffOffer,
} from './geniuscash-admin';
import { getGoLink, getGoQrCode, recordApplyClick } from './go';
import { getHomePage } from './home';
import { uploadImage } from './media';
import {
  endMemberSessions,
  getMember,
  lockMember,
  resendMemberConfirmation,
  resetMemberTwoFactor,
  searchMembers,
  unlockMember,
} from './members';
import {
  checkUnsubscribeLink,
  confirmSubscription,
  confirmSubscriptionEmail,
  requestUnsubscribeLink,
  subscribe,
  unsubscribe,
  unsubscribeMember,
} from './newsletter';
import { addTicketMessage, claimOffer, getOffer, listOffers, listTickets } from './offers';
import { getPageCache } from './page-cache';
import {
  createPost,
  getAuthor,
  getEditorPost,
  getPost,
  latestPosts,
  listAuthors,
  listEditorPosts,
  listPosts,
  previewPostBody,
  setPostStatus,
  updatePost,
} from './posts';
import { getGlobal, getMenuPlacements } from './site';
import { health } from './system';
import {
  analyseWallet,
  getWallet,
  mergeWallet,
  optimiseWallet,
  rankWalletNextCards,
  setWalletAlerts,
  setWalletCard,
} from './wallet';
import {
  cmsAuthorsReadMany,
  cmsAuthorsReadManyPost,
  cmsAuthorsSearch,
  cmsBlogReadMany,
  cmsBlogReadManyPost,
  cmsBlogSearch,
} from './weycms';

export * from './accounts';
export * from './admin';
export * from './admin-analytics';
export * from './admin-cards';
export * from './admin-settings';
export * from './analytics';
export * from './api-client';
export * from './audit-log';
export * from './bell-settings';
export * from './card-reviews';
export * from './cards';
export * from './catalogue-lists';
export * from './comments';
export * from './contact';
export * from './endpoint';
export * from './error';
export * from './feedback';
export * from './geniuscash-admin';
export * from './go';
export * from './home';
export * from './media';
export * from './members';
export * from './moderation';
export * from './newsletter';
export * from './offers';
export * from './openapi';
export * from './page-cache';
export * from './page-cache-rules';
export * from './posts';
export * from './site';
export * from './system';
export * from './validation-fields';
export * from './wallet';
export * from './weycms';

/** Every operation of the API. The server mounts exactly these; the OpenAPI document lists exactly these. */
export const endpoints = {
  health,
  getGlobal,
  getHomePage,
  getMenuPlacements,
  processBellSettings,
  rankCards,
  rankLists,
  getCard,
  getCardPage,
  getBestCardsIndex,
  getBestCardsPage,
  getBestCardGroups,
  compareCards,
  getComparePage,
  getCardOfferHistory,
  searchCards,
  getSearchPage,
  listSearchSynonyms,
  listCards,
  listIssuers,
  listNetworks,
  listCategories,
  listRewardPrograms,
  sendContactMessage,
  submitSatisfaction,
  getSiteRating,
  trackPageview,
  trackCoreFeature,
  trackSubscription,
  trackRegistration,
  trackTimeOnSite,
  trackScroll,
  trackSearch,
  getPageCache,
  getCaptchaChallenge,
  register,
  login,
  logout,
  getAuthStatus,
  validateTwoFactor,
  enableTwoFactor,
  disableTwoFactor,
  skipMobileNumber,
  requestOtp,
  validateOtp,
  resendConfirmation,
  confirmEmail,
  optIn,
  forgotPassword,
  checkResetToken,
  resetPassword,
  addCards,
  removeSavedCard,
  getDashboard,
  getProfile,
  updateProfile,
  changeEmail,
  confirmEmailChange,
  undoAccountChange,
  changePassword,
  agreeToTerms,
  deleteAccount,
  listOutbox,
  subscribe,
  confirmSubscription,
  confirmSubscriptionEmail,
  checkUnsubscribeLink,
  unsubscribe,
  requestUnsubscribeLink,
  unsubscribeMember,
  getGoLink,
  recordApplyClick,
  getGoQrCode,
  listOffers,
  getOffer,
  claimOffer,
  listTickets,
  addTicketMessage,
  listStaffOffers,
  createStaffOffer,
  updateStaffOffer,
  endStaffOffer,
  listStaffClaims,
  getStaffClaim,
  setStaffClaimStatus,
  replyToStaffClaim,
  getPayouts,
  decidePayout,
  schedulePayoutBatch,
  markPayoutBatchPaid,
  exportPayoutBatch,
  listPosts,
  latestPosts,
  getPost,
  listAuthors,
  getAuthor,
  createPost,
  updatePost,
  getEditorPost,
  setPostStatus,
  listEditorPosts,
  previewPostBody,
  uploadImage,
  listComments,
  postComment,
  listCommentsForModeration,
  moderateComment,
  cmsBlogReadMany,
  cmsBlogReadManyPost,
  cmsBlogSearch,
  cmsAuthorsReadMany,
  cmsAuthorsReadManyPost,
  cmsAuthorsSearch,
  listCardReviews,
  latestCardReviews,
  getMyCardReview,
  saveMyCardReview,
  listCardReviewQueue,
  setCardReviewStatus,
  confirmStaffPassword,
  getStaffOverview,
  listStaff,
  setMemberRole,
  listStaffCards,
  getStaffCard,
  updateStaffCard,
  setStaffCardState,
  revertStaffCard,
  searchMembers,
  getMember,
  resendMemberConfirmation,
  lockMember,
  unlockMember,
  resetMemberTwoFactor,
  endMemberSessions,
  listAuditEvents,
  exportAuditEvents,
  getAnalyticsDashboard,
  exportAnalyticsTable,
  getSiteSettings,
  saveHelloBar,
  saveNotificationBell,
  saveMenuPlacements,
  saveSearchSynonyms,
  saveSiteStats,
  savePressMentions,
  saveFeatureFlags,
  resetSiteSetting,
  analyseWallet,
  optimiseWallet,
  rankWalletNextCards,
  getWallet,
  setWalletCard,
  mergeWallet,
  setWalletAlerts,
} satisfies Record<string, Endpoint>;
export * from './names';
export * from './text-fields';
