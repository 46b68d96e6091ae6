import type { CardRevision } from '@cardgenius/core/contract';
import { Form } from 'react-router';
import { COMPACT_SECONDARY_BUTTON_CLASS } from '../../../components/ui/form-styles';

const KIND_LABELS: Record<CardRevision['kind'], string> = {
  seed: 'Read from its file',
  edit: 'Edited',
  visibility: 'State changed',
  revert: 'Brought back',
};

const shown = (value: unknown) => {
  if (value === null || value === undefined) return 'not published';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 137)}…` : text;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });

/** Every version of the card, newest first, each with what changed and a button to bring it back. */
export function CardHistory({
  revisions,
  revisionCount,
  current,
  busy,
}: {
  revisions: CardRevision[];
  revisionCount: number;
  current: number;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="card-history" className="mt-10">
      <h2 id="card-history" className="font-bold text-slate-900 text-xl">
        History
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        {revisionCount === 1 ? 'One revision' : `${revisionCount} revisions`}
        {revisionCount > revisions.length ? `; the newest ${revisions.length} are shown` : ''}. Bringing one back saves
        it as a new revision.
      </p>
      <ol className="mt-4 space-y-3">
        {revisions.map((revision) => (
          <li key={revision.number} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                Revision {revision.number}: {KIND_LABELS[revision.kind]}
                {revision.number === current ? <span className="font-normal text-slate-600"> (current)</span> : null}
              </h3>
              <p className="text-slate-600 text-sm">
                {when(revision.createdAt)}
                {revision.by ? ` by ${revision.by}` : ''}
              </p>
            </div>
            {revision.note ? <p className="mt-1 text-slate-700 text-sm">{revision.note}</p> : null}
            {revision.sourceUrl ? (
              <p className="mt-1 break-words text-slate-700 text-sm">
                Source:{' '}
                <a href={revision.sourceUrl} className="text-brand-700 underline" rel="noopener noreferrer nofollow">
                  {revision.sourceUrl}
                </a>
                {revision.asOf ? `, true as of ${revision.asOf}` : ''}
              </p>
            ) : null}
            {revision.changes.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm">
                {revision.changes.map((change) => (
                  <li key={change.path} className="break-words text-slate-800">
                    <code className="font-semibold">{change.path}</code>:{' '}
                    <del className="text-red-800">{shown(change.before)}</del> →{' '}
                    <ins className="text-emerald-800 no-underline">{shown(change.after)}</ins>
                  </li>
                ))}
              </ul>
            ) : null}
            {revision.number !== current ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="revert" />
                <input type="hidden" name="toRevision" value={revision.number} />
                <input type="hidden" name="baseRevision" value={current} />
                <button type="submit" disabled={busy} className={COMPACT_SECONDARY_BUTTON_CLASS}>
                  Bring back revision {revision.number}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
