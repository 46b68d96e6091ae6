import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { boot } from './boot';
import { pageRouteMatcher } from './http/page-routes';
import { pageHandler } from './http/web';
import { WEB_APP_DIR } from './paths';

/**
 * `npm run dev`: the same app, with Vite in middleware mode in front of it for hot reload; pages are
 * rendered from the live React Router build, re-evaluated by Vite on every change.
 */
const vite = await createViteServer({
  root: WEB_APP_DIR,
  configFile: `${WEB_APP_DIR}/vite.config.ts`,
  server: { middlewareMode: true },
  appType: 'custom',
});

await boot({
  devServer: true,
  frontMiddleware: vite.middlewares,
  loadWeb: async () => {
    const build = async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return {
      handlePage: pageHandler(build, 'development'),
      // The routes can change under Vite: matched against the live build each time.
      pageRoute: async (path: string) => pageRouteMatcher((await build()).routes)(path),
    };
  },
});
