/**
 * The QR code SVG the API answers, as an image address: shown with <img>, so nothing in the SVG can
 * run or reach the page (no innerHTML). The page's CSP allows data: images.
 */
export function qrCodeImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * The secret of an `otpauth://totp/...?secret=...` URI, for typing into an authenticator app by hand,
 * in groups of four ('JBSW Y3DP EHPK 3PXP'). Empty when the URI holds none.
 */
export function manualEntrySecret(otpAuthUrl: string): string {
  const query = otpAuthUrl.split('?')[1] ?? '';
  const secret = (new URLSearchParams(query).get('secret') ?? '').replace(/[^A-Za-z2-7]/g, '').toUpperCase();
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** What the code field keeps as the member types: digits only, at most six. */
export function authenticatorCodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}
