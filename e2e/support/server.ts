import { inject } from 'vitest';
import './provided';
import { type StartOptions, startBuiltServer } from '../../scripts/lib/start-built-server.mjs';

/**
 * A server of a test file's own, as `startBuiltServer` starts one, on a copy of the database the global
 * setup migrated and seeded (unless the file gives a database of its own): the same data a first start
 * makes, without making it again for every file. With another catalogue (`TEST_CATALOGUE_FILE`) the
 * server rewrites the copy's catalogue on start, as it does whenever the catalogue's files change.
 */
export function startOwnServer(options: StartOptions = {}) {
  return startBuiltServer({ template: inject('dataTemplate'), ...options });
}
