import { PROVINCES, type Province } from '../catalogue/provinces';

/** The 13 provinces and territories of the province selector (shell-and-browsing §2.9), by name. */
export const PROVINCE_NAMES: Readonly<Record<Province, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NU: 'Nunavut',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The selector's entries, in the spec's order. */
export const PROVINCE_OPTIONS = PROVINCES.map((abbrv) => ({ abbrv, name: PROVINCE_NAMES[abbrv] }));
