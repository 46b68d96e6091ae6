import '../zod-setup';
import { z } from 'zod';
import { BestCardCategory, Issuer, Network, RewardProgram } from '../catalogue/schema';
import { SearchSynonym } from '../search/match-suggestions';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './names';

const cardCount = z.number().int().describe('Visible cards in the catalogue');

export const listIssuers = defineEndpoint({
  id: 'listIssuers',
  method: 'get',
  path: '/issuers',
  tag: 'Catalogue',
  access: 'public',
  summary: 'Card issuers, with how many cards each has',
  responses: { 200: z.object({ issuers: z.array(Issuer.extend({ cardCount })) }) },
});

export const listNetworks = defineEndpoint({
  id: 'listNetworks',
  method: 'get',
  path: '/networks',
  tag: 'Catalogue',
  access: 'public',
  summary: 'Card networks, with their acceptance score',
  responses: { 200: z.object({ networks: z.array(Network.extend({ cardCount })) }) },
});

export const listCategories = defineEndpoint({
  id: 'listCategories',
  method: 'get',
  path: '/categories',
  tag: 'Catalogue',
  access: 'public',
  summary: 'Best-card categories and the preset each ranks with',
  responses: { 200: z.object({ categories: z.array(BestCardCategory) }) },
});

export const listRewardPrograms = defineEndpoint({
  id: 'listRewardPrograms',
  method: 'get',
  path: '/reward-programs',
  tag: 'Catalogue',
  access: 'public',
  summary: 'Reward programs with point values by redemption type and by mode',
  responses: { 200: z.object({ programs: z.array(RewardProgram.extend({ cardCount })) }) },
});

export const listSearchSynonyms = defineEndpoint({
  id: 'listSearchSynonyms',
  method: 'post',
  path: API_PATHS.searchSynonyms,
  tag: 'Search',
  access: 'public',
  summary: 'Every search synonym, for suggestions in the search box',
  responses: { 200: z.array(SearchSynonym) },
});

export const CardSummary = z
  .object({
    slug: z.string(),
    displayName: z.string(),
    issuer: z.string().describe('The issuer’s slug'),
    issuerName: z.string().describe('The issuer’s name, for a list that shows it'),
    dataAsOf: z.string(),
  })
  .meta({ id: 'CardSummary' });

export const listCards = defineEndpoint({
  id: 'listCards',
  method: 'get',
  path: '/cards',
  tag: 'Catalogue',
  access: 'public',
  summary: 'Every visible card: slug, name, issuer and the date of its figures',
  responses: { 200: z.object({ cards: z.array(CardSummary) }) },
});
