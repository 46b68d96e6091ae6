import '../zod-setup';
import { z } from 'zod';

/** The card field a synonym filters on (shell-and-browsing §3 "Search synonym"). */
export const SEARCH_SYNONYM_CARD_FIELDS = ['issuer', 'rewardProgram', 'categories', 'network'] as const;

/**
 * A search synonym (shell-and-browsing §3): `slug` empty means a plain search suggestion, otherwise
 * it is the page the suggestion links to.
 */
export const SearchSynonym = z.strictObject({
  label: z.string().min(1),
  terms: z.array(z.string().min(1)).min(1),
  slug: z.union([
    z.literal(''),
    z.string().regex(/^\/[a-z0-9/-]*$/, 'a site path such as /best-credit-cards/cash-back'),
  ]),
  key: z.string().min(1),
  cardField: z.enum(SEARCH_SYNONYM_CARD_FIELDS).nullable(),
});
export type SearchSynonym = z.infer<typeof SearchSynonym>;
