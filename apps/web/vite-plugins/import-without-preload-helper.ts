import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in a preload helper (about 0.7 KB gzip on every page) even with
 * `modulePreload: false`, where it only waits for the stylesheets a lazy chunk imports (vitejs/vite#13952).
 * No lazy chunk here imports one (the captcha's stylesheet is loaded by URL), so the helper just calls the
 * import. The build fails if a chunk ever gets dependencies to preload.
 */
export function importWithoutPreloadHelper(): Plugin {
  return {
    name: 'import-without-preload-helper',
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    load: (id) => (id === HELPER_ID ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle: {
      // After Vite's own hook, which writes the list of what each dynamic import preloads into the chunks.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.code.includes('__vite__mapDeps'))
            this.error(
              `${file.fileName} preloads dependencies of a dynamic import: the preload helper is needed again`,
            );
        }
      },
    },
  };
}
