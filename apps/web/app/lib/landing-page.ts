/** Where this tab's visit began, kept for the tab's life (sessionStorage), read by the satisfaction widget. */
const LANDING_PAGE_KEY = 'landingPage';

/** Notes the first page of the visit; later pages leave it as it is. */
export function rememberLandingPage(pathname: string): void {
  try {
    if (!sessionStorage.getItem(LANDING_PAGE_KEY)) sessionStorage.setItem(LANDING_PAGE_KEY, pathname);
  } catch {
    // Storage refused (private modes): the widget then sends no landing page.
  }
}

/** The first page of this visit, or null when it is not known. */
export function landingPage(): string | null {
  try {
    return sessionStorage.getItem(LANDING_PAGE_KEY);
  } catch {
    return null;
  }
}
