/**
 * The classes every form on the site is drawn with. Full class names only, written out here, so that
 * Tailwind finds each one in the source.
 */

/** A link in running text, on forms and member pages. */
export const TEXT_LINK_CLASS = 'font-medium text-brand-700 underline hover:text-brand-900';
/** A button that reads as a link (it changes the form rather than the page). */
export const LINK_BUTTON_CLASS = `${TEXT_LINK_CLASS} cursor-pointer text-left disabled:cursor-not-allowed disabled:opacity-60`;

function inputClass(border: 'border-slate-400' | 'border-slate-300'): string {
  return `mt-1 block w-full rounded-md border ${border} bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700`;
}
/** A text input, select or text area of the sign-in and newsletter forms. */
export const INPUT_CLASS = inputClass('border-slate-400');
/** The same with a lighter border, as on the member pages and the contact form. */
export const LIGHT_INPUT_CLASS = inputClass('border-slate-300');

/** The full-width button that ends a sign-in or newsletter form. */
export const PRIMARY_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';
/** The full-width button for the other choice of such a form. */
export const SECONDARY_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** The member pages' buttons: small, as wide as their words, several to a section. */
export const COMPACT_PRIMARY_BUTTON_CLASS =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400';
export const COMPACT_SECONDARY_BUTTON_CLASS =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
export const COMPACT_DANGER_BUTTON_CLASS =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-sm text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400';
