import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { payoutCsv } from './payout-csv';
import { decideClaim, listPayoutBatch, listPayoutQueue, markPayoutsPaid, schedulePayouts } from './payouts.service';

export const PAYOUTS_USAGE = `Usage: cli.ts payouts <command>
  list                         approved claims waiting for the next payout (CSV)
  list --date YYYY-MM-DD       one payout day's batch (CSV)
  schedule --date YYYY-MM-DD   schedule approved claims for that payout day; prints the batch (CSV)
  mark-paid --date YYYY-MM-DD  mark that day's batch paid once the transfers are sent (CSV)
  approve --ticket REF         the issuer approved the application of ticket REF
  reject --ticket REF          the issuer declined it`;

/** What a run writes: the CSV to stdout (to redirect into a file), the summary to stderr. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Staff's payout commands, until the admin site exists. Answers the exit code: 0 done, 1 refused (the
 * reason printed), 2 wrong usage.
 */
export async function runPayoutsCommand(
  db: Database,
  argv: string[],
  io: CliOutput,
  now = new Date(),
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n${PAYOUTS_USAGE}\n`);
    return 2;
  }
  const { command, date, ticket } = parsed;
  try {
    if (command === 'list' && !date) {
      const queue = await listPayoutQueue({ db, now });
      io.out(payoutCsv(queue.lines));
      io.err(`${queue.lines.length} approved claim(s) waiting; next payout day ${queue.nextPayoutDate}.\n`);
    } else if (command === 'list' && date) {
      const lines = await listPayoutBatch({ db, payoutDate: date });
      io.out(payoutCsv(lines));
      io.err(`${lines.length} claim(s) in the ${date} batch.\n`);
    } else if (command === 'schedule' && date) {
      const batch = await schedulePayouts({ db, payoutDate: date, now });
      io.out(payoutCsv(batch.scheduled));
      const total = batch.scheduled.reduce((sum, line) => sum + line.amount, 0);
      io.err(
        `Scheduled ${batch.scheduled.length} payout(s) for ${date}, $${total.toFixed(2)} in all. ` +
          `${batch.held.length} held until the member chooses a payout method: ${batch.held.map((line) => line.reference).join(', ') || 'none'}.\n`,
      );
    } else if (command === 'mark-paid' && date) {
      const { paid } = await markPayoutsPaid({ db, payoutDate: date, now });
      io.out(payoutCsv(paid));
      io.err(`Marked ${paid.length} payout(s) of ${date} as paid.\n`);
    } else if ((command === 'approve' || command === 'reject') && ticket) {
      const line = await decideClaim({ db, reference: ticket, decision: command, now });
      io.out(payoutCsv([line]));
      io.err(`Ticket ${line.reference} is now ${line.status}.\n`);
    } else {
      io.err(`${PAYOUTS_USAGE}\n`);
      return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { date: { type: 'string' }, ticket: { type: 'string' } },
  });
  return { command: positionals[0], date: values.date, ticket: values.ticket };
}
