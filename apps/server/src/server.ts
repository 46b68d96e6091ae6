import { fileURLToPath } from 'node:url';
import { boot } from './boot';
import { loadBuiltWeb } from './http/web';

// Workers (WEB_CONCURRENCY above 1) run this same file, whichever script started the primary.
await boot({ loadWeb: () => loadBuiltWeb(), workerEntry: fileURLToPath(import.meta.url) });
