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
  updateProfile,
  validateOtp,
  validateTwoFactor,
} from './accounts';
import { getCard, rankCards, searchCards } from './cards';
import {
  listCards,
  listCategories,
  listIssuers,
  listNetworks,
  listRewardPrograms,
  listSearchSynonyms,
} from './catalogue-lists';
import { sendContactMessage } from './contact';
import type { Endpoint } from './endpoint';
import { submitSatisfaction } from './feedback';
import { subscribe } from './newsletter';
import { getGlobal, getMenuPlacements } from './site';
import { health } from './system';

export * from './accounts';
export * from './api-client';
export * from './cards';
export * from './catalogue-lists';
export * from './contact';
export * from './endpoint';
export * from './error';
export * from './feedback';
export * from './newsletter';
export * from './openapi';
export * from './site';
export * from './system';
export * from './validation-fields';

/** Every operation of the API. The server mounts exactly these; the OpenAPI document lists exactly these. */
export const endpoints = {
  health,
  getGlobal,
  getMenuPlacements,
  rankCards,
  getCard,
  searchCards,
  listSearchSynonyms,
  listCards,
  listIssuers,
  listNetworks,
  listCategories,
  listRewardPrograms,
  sendContactMessage,
  submitSatisfaction,
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
  changePassword,
  agreeToTerms,
  deleteAccount,
  listOutbox,
  subscribe,
} satisfies Record<string, Endpoint>;
export const API_BASE_PATH = '/api/v2';
