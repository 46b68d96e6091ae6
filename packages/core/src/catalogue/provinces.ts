/** The 13 provinces and territories (shell-and-browsing §2.9), in the spec's order; no schema library here, so pages can import it cheaply. */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NU', 'NT', 'NS', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];
