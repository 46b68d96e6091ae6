// Bundles the server into dist/server.js, and beside it the thread that renders articles
// (dist/article-worker.js). Registry packages stay external (resolved from node_modules at run time);
// the workspace's own TypeScript (core) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@cardgenius/'),
);

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'article-worker': new URL('./src/modules/posts/markdown/article-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', 'react-router'],
  logLevel: 'warning',
});
