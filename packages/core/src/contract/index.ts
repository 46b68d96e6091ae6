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
import { getGlobal, getMenuPlacements } from './site';
import { health } from './system';

export * from './api-client';
export * from './cards';
export * from './catalogue-lists';
export * from './contact';
export * from './endpoint';
export * from './error';
export * from './feedback';
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
} satisfies Record<string, Endpoint>;
export const API_BASE_PATH = '/api/v2';
