/**
 * The API client and the contract (with zod), loaded on demand: a control that calls the API only when
 * used (hover, focus, first click) keeps both out of its page's first JavaScript.
 */
export const loadBrowserApi = () => Promise.all([import('./browser-api'), import('@cardgenius/core/contract')]);
