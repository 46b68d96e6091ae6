import { inject } from 'vitest';
import './provided';
import { type StartOptions, startBuiltServer } from '../../scripts/lib/start-built-server.mjs';

/**
 * A server of a test file's own, as `startBuiltServer` starts one, on a copy of the database the global
 * setup migrated and seeded (unless the file gives a database of its own or another catalogue): the same
 * data a first start makes, without making it again for every file.
 */
export function startOwnServer(options: StartOptions = {}) {
  const ownCatalogue = options.env?.TEST_CATALOGUE_FILE !== undefined;
  return startBuiltServer(ownCatalogue ? options : { template: inject('dataTemplate'), ...options });
}
