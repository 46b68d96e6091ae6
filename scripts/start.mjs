// @ts-check
// `npm start`: builds the site if the build is missing or older than its sources, then starts the
// server, which migrates the database, seeds it if empty and listens on PORT.
import { execSync } from 'node:child_process';
import { buildState, ROOT } from './build-state.mjs';

const state = buildState();
if (state !== 'fresh') {
  console.info(state === 'missing' ? 'No build yet: building the site…' : 'Sources changed: rebuilding the site…');
  execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
}
await import(new URL('../apps/server/dist/server.js', import.meta.url).href);
