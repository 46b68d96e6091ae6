import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite as the tests start it: PostgreSQL's defaults reserve 128 MB of shared buffers and slots for 100
 * connections, and zeroing them was two thirds of an instance's start (1.4 s → 0.5 s). A test database
 * of about 45 MB has one connection.
 */
export const TEST_PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=32MB', '-c', 'max_connections=4'],
];

/**
 * The template's bytes as PGlite reads a data directory's tarball (`arrayBuffer()`). Node's own Blob
 * hands 45 MB back in small chunks, 0.4 s more per instance; each call gets its own copy. Read any
 * other way, the Blob is empty, and PGlite finds no database to start.
 */
class TarballBlob extends Blob {
  constructor(private readonly tarball: Uint8Array<ArrayBuffer>) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tarball.slice().buffer);
  }
}

const templates = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** A new PGlite on a copy of the tarball at `path`, read once per worker. */
export async function pgliteFromTemplate(path: string): Promise<PGlite> {
  let bytes = templates.get(path);
  if (!bytes) {
    // A plain Uint8Array: a Buffer's slice() would share its memory instead of copying.
    bytes = readFile(path).then((file) => new Uint8Array(file));
    templates.set(path, bytes);
  }
  return PGlite.create({ loadDataDir: new TarballBlob(await bytes), startParams: TEST_PGLITE_START_PARAMS });
}
