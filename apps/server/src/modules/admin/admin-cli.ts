import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CliOutput } from '../offers/payouts-cli';
import { createAdmin } from './staff.service';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email someone@example.ca [--name "Their Name"]
  Makes the member with that address an admin (creating the account, address confirmed, when there is
  none) and prints a one-time link, valid 1 hour, to choose a password. Never prints a password.`;

/** `admin:create`: answers the exit code, 0 done, 1 refused (the reason printed), 2 wrong usage. */
export async function runAdminCreateCommand(
  db: Database,
  argv: string[],
  io: CliOutput,
  siteUrl: string,
): Promise<number> {
  let email: string | undefined;
  let name: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    ({ email, name } = values);
  } catch (error) {
    io.err(`${(error as Error).message}\n${ADMIN_CREATE_USAGE}\n`);
    return 2;
  }
  if (!email) {
    io.err(`Give the address with --email.\n${ADMIN_CREATE_USAGE}\n`);
    return 2;
  }
  try {
    const made = await createAdmin(db, { email, siteUrl, ...(name ? { name } : {}) });
    io.err(
      `${made.created ? 'Created' : 'Promoted'} ${made.admin.email} as an admin. Open this link before ` +
        `${made.expiresAt.toISOString()} to choose a password, then turn on two-factor sign-in in the account ` +
        `page: staff tools refuse every call until it is on.\n`,
    );
    io.out(`${made.setupLink}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
