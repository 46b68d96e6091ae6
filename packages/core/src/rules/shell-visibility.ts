/**
 * Where the site shell (header, menu, footer, author box, opt-in) is shown (shell-and-browsing §2.5):
 * not on the redirect and offer screens, not on the quiz, and not in reader mode.
 */
const SHELL_FREE_PREFIXES = ['/go/', '/go2/', '/offers/', '/apply-instructions/', '/go-qrcode/'];
const SHELL_FREE_PAGES = ['/credit-card-quiz'];

/** The query parameter that switches to reader mode, and the value that turns it on. */
export const VIEW_MODE_PARAM = 'view';
export const READER_VIEW_MODE = 'reader';

export function isShellShown(pathname: string, search = ''): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (SHELL_FREE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  if (SHELL_FREE_PAGES.includes(path)) return false;
  return new URLSearchParams(search).get(VIEW_MODE_PARAM) !== READER_VIEW_MODE;
}

/** The About page tells its own story: no author box there. */
export function isAuthorBoxShown(pathname: string): boolean {
  return (pathname.toLowerCase().replace(/\/+$/, '') || '/') !== '/about';
}
