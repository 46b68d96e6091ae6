import {
  MODERATION_STATUSES,
  MODERATION_VERDICTS,
  type ModerationStatus,
  type ModerationVerdict,
} from '@cardgenius/core/contract';
import { failureFrom } from '../../lib/form-result';

/** What a moderation queue's address asks for: `?status=` (pending unless another state) and `?page=`. */
export interface QueueQuery {
  status: ModerationStatus;
  page: number;
}

/** The status and page a queue's URL names; anything unknown reads as the pending queue's first page. */
export function queueQuery(url: URL): QueueQuery {
  const status = url.searchParams.get('status');
  const page = Number(url.searchParams.get('page'));
  return {
    status: MODERATION_STATUSES.find((known) => known === status) ?? 'pending',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The queue's own address for a status and page, in its shortest form (pending and page 1 are the default). */
export function queueHref(basePath: string, query: QueueQuery): string {
  const search = new URLSearchParams();
  if (query.status !== 'pending') search.set('status', query.status);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}

export const STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  spam: 'Spam',
};

/** The button that gives each verdict. */
export const VERDICT_BUTTONS: Record<ModerationVerdict, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  spam: 'Spam',
};

/** What was done, for the status message: "Approved 2 comments." */
const VERDICT_DONE: Record<ModerationVerdict, (entries: string) => string> = {
  approved: (entries) => `Approved ${entries}`,
  rejected: (entries) => `Rejected ${entries}`,
  spam: (entries) => `Marked ${entries} as spam`,
};

/** The verdicts a moderator may give an entry in this state: every one but the state it is in. */
export function verdictsFor(status: ModerationStatus): readonly ModerationVerdict[] {
  return MODERATION_VERDICTS.filter((verdict) => verdict !== status);
}

/** The words for one entry and several ('comment', 'comments'). */
export interface EntryNoun {
  one: string;
  many: string;
}

/** The answer to a moderator's action, shown in the page's status message. */
export type ModerationResult = { ok: boolean; message: string };

const count = (n: number, noun: EntryNoun) => `${n} ${n === 1 ? noun.one : noun.many}`;

/**
 * Gives the verdict the form names to each entry it names (`item`, one or several), one call after
 * another, and says what happened: all done, none (with the API's reason), or how many of how many.
 * A call whose session has ended is thrown on, for the route to send the moderator to sign in.
 */
export async function moderateEntries(
  form: FormData,
  noun: EntryNoun,
  apply: (item: string, verdict: ModerationVerdict) => Promise<void>,
  isFatal: (error: unknown) => boolean = () => false,
): Promise<ModerationResult> {
  const verdict = MODERATION_VERDICTS.find((known) => known === form.get('verdict'));
  if (!verdict) return { ok: false, message: 'Choose Approve, Reject or Spam.' };
  const items = [
    ...new Set(form.getAll('item').filter((item): item is string => typeof item === 'string' && item !== '')),
  ];
  if (items.length === 0) return { ok: false, message: `Select at least one ${noun.one} first.` };
  let changed = 0;
  const reasons: string[] = [];
  for (const item of items) {
    try {
      await apply(item, verdict);
      changed++;
    } catch (error) {
      if (isFatal(error)) throw error;
      reasons.push(failureFrom(error).message);
    }
  }
  const said = VERDICT_DONE[verdict];
  if (reasons.length === 0) return { ok: true, message: `${said(count(changed, noun))}.` };
  const reason = [...new Set(reasons)].join(' ');
  if (changed === 0) return { ok: false, message: `Nothing was changed. ${reason}` };
  return {
    ok: false,
    message: `${said(`${changed} of ${count(items.length, noun)}`)}; the others were not changed. ${reason}`,
  };
}
