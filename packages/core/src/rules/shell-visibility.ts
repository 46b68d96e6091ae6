/**
 * Where the site shell (header, menu, footer, author box, opt-in) is shown (shell-and-browsing §2.5):
 * not on the redirect and offer screens (paths under /go/, /go2/, /offers/, /apply-instructions/ and
 * /go-qrcode/), not on the quiz, not in reader mode, and not on the admin site (/admin and below), which
 * has a layout of its own. One expression: the shell's code travels with every page.
 */
const SHELL_FREE_PATH = /^\/(?:(?:go2?|offers|apply-instructions|go-qrcode|admin)\/|(?:credit-card-quiz|admin)$)/;

/** The query parameter that switches to reader mode, and the value that turns it on. */
export const VIEW_MODE_PARAM = 'view';
export const READER_VIEW_MODE = 'reader';

export function isShellShown(pathname: string, search = ''): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (SHELL_FREE_PATH.test(path)) return false;
  return new URLSearchParams(search).get(VIEW_MODE_PARAM) !== READER_VIEW_MODE;
}

/** The About page tells its own story: no author box there. */
export function isAuthorBoxShown(pathname: string): boolean {
  return (pathname.toLowerCase().replace(/\/+$/, '') || '/') !== '/about';
}
