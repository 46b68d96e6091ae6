import type { ModerationStatus, ModerationVerdict } from '@cardgenius/core/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  COMPACT_DANGER_BUTTON_CLASS,
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
} from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';
import {
  type EntryNoun,
  type ModerationResult,
  type QueueQuery,
  queueHref,
  STATUS_LABELS,
  VERDICT_BUTTONS,
  verdictsFor,
} from './moderation';
import { Pager } from './pager';

const VERDICT_CLASSES: Record<ModerationVerdict, string> = {
  approved: COMPACT_PRIMARY_BUTTON_CLASS,
  rejected: COMPACT_SECONDARY_BUTTON_CLASS,
  spam: COMPACT_DANGER_BUTTON_CLASS,
};

/** One entry of a queue as the list needs it; what it shows is the page's own. */
export interface QueueEntry {
  id: string;
  /** What the form sends for it (its id, or its id and the version read). */
  value: string;
  /** Who or what it is, for screen readers: 'the comment by Sam Leblanc'. */
  name: string;
  content: ReactNode;
}

/** The status links above a queue: pending, approved, rejected, spam. */
function StatusLinks({ basePath, status, label }: { basePath: string; status: ModerationStatus; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {(Object.keys(STATUS_LABELS) as ModerationStatus[]).map((each) => (
          <li key={each}>
            <Link
              to={queueHref(basePath, { status: each, page: 1 })}
              aria-current={each === status ? 'page' : undefined}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {STATUS_LABELS[each]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The answer to the last action: a polite status (it is read out, and focus moves to it, since the
 * button pressed has usually left the list with its entry) or an alert.
 */
export function ResultMessage({
  result,
  children,
}: {
  result: ModerationResult | undefined;
  /** More about the result under its message (the fields a refused save names). */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) ref.current?.focus();
  }, [result]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={result && !result.ok ? 'alert' : 'status'}
      className={
        result
          ? `mt-4 rounded-md border px-3 py-2 text-sm ${result.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'}`
          : 'sr-only'
      }
    >
      {result?.message}
      {children}
    </div>
  );
}

/**
 * A moderation queue: status links, the entries of one page with a checkbox and the verdict buttons
 * each, bulk verdicts on the checked ones (or all on the page), pages, and what the last action did.
 * Verdicts are posted to the route's action (from the browser, which sends the CSRF header); the list
 * is read again after each.
 */
export function ModerationQueue({
  title,
  description,
  basePath,
  query,
  noun,
  total,
  totalPages,
  entries,
  result,
}: {
  title: string;
  description: string;
  basePath: string;
  query: QueueQuery;
  noun: EntryNoun;
  total: number;
  totalPages: number;
  entries: QueueEntry[];
  result: ModerationResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const bulkFormId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const values = entries.map((entry) => entry.value);
  const key = values.join(',');
  // A new list (after an action, or another page) starts with nothing checked that it does not hold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is its values.
  useEffect(() => {
    setSelected((was) => new Set([...was].filter((value) => values.includes(value))));
  }, [key]);
  const allChecked = values.length > 0 && values.every((value) => selected.has(value));
  const verdicts = verdictsFor(query.status);
  const statusLabel = STATUS_LABELS[query.status].toLowerCase();
  const toggle = (value: string, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">{description}</p>
      <div className="mt-5">
        <StatusLinks basePath={basePath} status={query.status} label={`${title} by status`} />
      </div>
      <ResultMessage result={result} />
      <h2 className="mt-6 font-semibold text-lg text-slate-900">
        {STATUS_LABELS[query.status]}: {total} {total === 1 ? noun.one : noun.many}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-700">
          {query.page > 1 ? (
            <>
              Nothing on this page.{' '}
              <Link to={queueHref(basePath, { ...query, page: 1 })} className="font-medium text-brand-700 underline">
                Back to the first page
              </Link>
            </>
          ) : (
            `No ${statusLabel} ${noun.many}.`
          )}
        </p>
      ) : (
        <>
          <Form
            id={bulkFormId}
            method="post"
            className="z-10 mt-3 sm:sticky sm:top-0 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur"
          >
            <label className="flex items-center gap-2 font-medium text-slate-800 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={allChecked}
                disabled={!hydrated}
                onChange={(event) => setSelected(event.target.checked ? new Set(values) : new Set())}
              />
              Select all on this page
            </label>
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">With the selected {noun.many}</legend>
              <span aria-hidden="true" className="text-slate-600 text-sm">
                {selected.size} selected:
              </span>
              {verdicts.map((verdict) => (
                <button
                  key={verdict}
                  type="submit"
                  name="verdict"
                  value={verdict}
                  disabled={!hydrated || busy || selected.size === 0}
                  className={VERDICT_CLASSES[verdict]}
                >
                  {VERDICT_BUTTONS[verdict]} selected
                  <span className="sr-only"> ({selected.size})</span>
                </button>
              ))}
            </fieldset>
          </Form>
          <ul className="mt-3 space-y-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <article
                  aria-label={entry.name}
                  className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
                >
                  <input
                    type="checkbox"
                    name="item"
                    value={entry.value}
                    form={bulkFormId}
                    aria-label={`Select ${entry.name}`}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                    checked={selected.has(entry.value)}
                    disabled={!hydrated}
                    onChange={(event) => toggle(entry.value, event.target.checked)}
                  />
                  <div className="min-w-0 flex-1">
                    {entry.content}
                    <Form method="post" className="mt-3 flex flex-wrap gap-2">
                      <input type="hidden" name="item" value={entry.value} />
                      {verdicts.map((verdict) => (
                        <button
                          key={verdict}
                          type="submit"
                          name="verdict"
                          value={verdict}
                          disabled={!hydrated || busy}
                          className={VERDICT_CLASSES[verdict]}
                        >
                          {VERDICT_BUTTONS[verdict]}
                          <span className="sr-only"> {entry.name}</span>
                        </button>
                      ))}
                    </Form>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={query.page} totalPages={totalPages} hrefFor={(page) => queueHref(basePath, { ...query, page })} />
    </div>
  );
}
