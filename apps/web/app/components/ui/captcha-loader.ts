let loading: Promise<void> | null = null;

/**
 * Loads the ALTCHA widget in the browser, once. The `external` build is the one that fits the page's
 * CSP (script-src 'self' + nonce, style-src 'self' + nonce, no blob: workers): its styles come as a
 * stylesheet from our origin and its proof-of-work workers as script files from our origin, where
 * the default build injects a <style> element and starts workers from blob: URLs.
 */
export function loadAltcha(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  loading ??= Promise.all([
    import('altcha/external'),
    import('altcha/workers/sha?worker'),
    import('altcha/workers/pbkdf2?worker'),
    import('./captcha.css?url'),
  ])
    .then(([, sha, pbkdf2, css]) => {
      const ShaWorker = sha.default;
      const Pbkdf2Worker = pbkdf2.default;
      // The server's challenges name their algorithm; each one solves in a worker file of ours.
      for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
        globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
      }
      for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
        globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
      }
      return addStylesheet(css.default);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

function addStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[data-altcha-styles]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.altchaStyles = '';
    // The widget is usable either way; waiting only avoids a flash of unstyled markup.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}
