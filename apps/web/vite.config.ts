import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { importWithoutPreloadHelper } from './vite-plugins/import-without-preload-helper.ts';

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
        codeSplitting: {
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
