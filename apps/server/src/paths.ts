import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This module sits one level below the package root both as source (src/) and when bundled (dist/).
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'src/db/migrations');
export const WEB_BUILD_DIR = resolve(SERVER_ROOT, '../web/build');
export const WEB_APP_DIR = resolve(SERVER_ROOT, '../web');
