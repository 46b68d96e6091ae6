import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`), or the one CHROMIUM_PATH names. */
export function findChromium(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. End-to-end tests need it: run \`apt-get install chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
