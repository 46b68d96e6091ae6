import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Vite wraps every dynamic import in a preload helper (about 0.7 KB gzip on every page) even with
 * `modulePreload: false`, where it only waits for the stylesheets a lazy chunk imports (vitejs/vite#13952).
 * No lazy chunk here imports one (the captcha's stylesheet is loaded by URL), so the helper just calls the
 * import. The build fails if a chunk ever gets dependencies to preload.
 */
function importWithoutPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'import-without-preload-helper',
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes('__vite__mapDeps'))
          this.error(`${file.fileName} preloads dependencies of a dynamic import: the preload helper is needed again`);
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), importWithoutPreloadHelper()],
  build: {
    assetsInlineLimit: 0,
    // React Router preloads each route's modules itself; the lazily loaded pieces (menu links, search
    // box, dialogs) are single small files, so Vite's preload helper would cost more than it saves.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Small modules shared by many pages travel together: one file costs less than several tiny ones.
        advancedChunks: {
          groups: [
            // React, React DOM and React Router: one file compresses better than three.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'common',
              test: /app[\\/](lib[\\/](paths|seo|format|cookies|cookie-names|nonce|analytics|analytics-hub|lazy-when-near)|shell[\\/](brand-mark|menu-groups|hello-bar)|components[\\/]ui[\\/](card-art|estimated-rating))\.|core[\\/]src[\\/](rules[\\/]shell-visibility|catalogue[\\/](provinces|issuer-colors)|rules[\\/]provinces)\./,
            },
          ],
        },
      },
    },
  },
});
