// @ts-check
// `node scripts/precompress.mjs <dir>`: the web build's last step, brotli and gzip copies of its client files.
import { resolve } from 'node:path';
import { precompressDirectory } from './lib/precompress.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <directory>');
  process.exit(2);
}
const written = await precompressDirectory(resolve(dir));
console.info(`precompressed: ${written} brotli and gzip copies under ${dir}`);
