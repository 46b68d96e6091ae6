// @ts-check
// `node bench/admin-javascript.mjs` (after `npm run build`): the JavaScript each admin page loads beyond
// the files the home page already loads (gzip, each file on its own), and the same for the whole admin
// site. Prints figures; it asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../scripts/lib/start-built-server.mjs';

const ASSETS = join(REPO_ROOT, 'apps/web/build/client/assets');
const manifestFile = readdirSync(ASSETS).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
/** @type {{ entry: { module: string, imports: string[] }, routes: Record<string, { module: string, imports?: string[], parentId?: string }> }} */
const manifest = JSON.parse(
  readFileSync(join(ASSETS, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
);

/** Every file a route needs: its own module and imports, and its parents'. */
function filesOf(/** @type {string} */ id) {
  /** @type {Set<string>} */
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return files;
}
const gzipOf = (/** @type {string} */ file) =>
  gzipSync(readFileSync(join(ASSETS, file.replace(/^\/assets\//, '')))).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const home = filesOf('routes/home');
const adminRoutes = Object.keys(manifest.routes).filter((id) => id.startsWith('routes/admin/'));
/** @type {Set<string>} */
const allAdmin = new Set();
console.info('Admin pages: JavaScript beyond the home page’s files (gzip)');
for (const id of adminRoutes.sort()) {
  const extra = [...filesOf(id)].filter((file) => !home.has(file));
  for (const file of extra) allAdmin.add(file);
  const bytes = extra.reduce((sum, file) => sum + gzipOf(file), 0);
  console.info(`  ${id.replace('routes/admin/', '').padEnd(16)} ${kb(bytes).padStart(9)}  (${extra.length} files)`);
}
const total = [...allAdmin].reduce((sum, file) => sum + gzipOf(file), 0);
console.info(`Whole admin site beyond the home page: ${kb(total)} in ${allAdmin.size} files`);
const leaked = adminRoutes.flatMap((id) => [manifest.routes[id]?.module ?? '']).filter((file) => home.has(file));
console.info(`Admin route modules among the home page's files: ${leaked.length}`);
