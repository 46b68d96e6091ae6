import type { AuditEntry, AuditLogPage } from '@cardgenius/core/contract';
import { apiUrl } from '@cardgenius/core/contract/names';
import { AUDIT_EVENTS } from '@cardgenius/core/rules';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import {
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
} from '../../components/ui/form-styles';
import { formatMoment } from './entries';
import { listHref } from './list-address';
import { MEMBERS_PATH } from './member-list';
import { Pager } from './pager';

export const AUDIT_PATH = '/admin/audit';
export const AUDIT_EXPORT_PATH = apiUrl('/admin/audit/export');

/** The filters as the page's address holds them. */
export interface AuditQuery {
  member: string;
  event: string;
  from: string;
  to: string;
}

/** What the API said to fix in the filters (its message, and per field). */
export interface AuditFilterError {
  message: string;
  fields: Record<string, string>;
}

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900';

function Field({
  name,
  label,
  type = 'text',
  value,
  error,
  hint,
  list,
}: {
  name: keyof AuditQuery;
  label: string;
  type?: 'text' | 'date';
  value: string;
  error: string | undefined;
  hint?: string;
  list?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        type={type}
        name={name}
        defaultValue={value}
        list={list}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        className={LIGHT_INPUT_CLASS}
      />
      {error || hint ? (
        <p id={`${id}-note`} className={`mt-1 text-xs ${error ? 'text-red-800' : 'text-slate-600'}`}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const detail = Object.entries(entry.detail).filter(([key]) => key !== 'by');
  return (
    <li className="p-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono font-semibold text-slate-900 text-sm">{entry.event}</span>
        <time dateTime={entry.at} className="text-slate-600 text-sm">
          {formatMoment(entry.at)}
        </time>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Member</dt>
        <dd className="min-w-0 break-all">
          {entry.member ? (
            <Link to={`${MEMBERS_PATH}/${entry.member.id}`} className={LINK}>
              {entry.member.email}
            </Link>
          ) : (
            'No account'
          )}
        </dd>
        {entry.staff ? (
          <>
            <dt className="text-slate-600">By</dt>
            <dd className="min-w-0 break-all">{entry.staff.email}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">From</dt>
        <dd className="min-w-0 break-all">{entry.ip ?? 'Unknown'}</dd>
        <dt className="text-slate-600">Request</dt>
        <dd className="min-w-0 break-all font-mono text-xs leading-5">{entry.requestId}</dd>
        {detail.length > 0 ? (
          <>
            <dt className="text-slate-600">Detail</dt>
            <dd className="min-w-0 break-all">{detail.map(([key, value]) => `${key}: ${String(value)}`).join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** The audit log: filters (a GET, so each view has an address), its CSV download, and a page of events. */
export function AuditLogView({
  query,
  page,
  error,
}: {
  query: AuditQuery;
  page: AuditLogPage | null;
  error: AuditFilterError | null;
}) {
  const eventsListId = useId();
  const filters = { member: query.member, event: query.event, from: query.from, to: query.to };
  const fieldError = (name: keyof AuditQuery) => error?.fields[name] ?? error?.fields[`query.${name}`];
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Audit log</h1>
      <p className="mt-1 text-slate-700">
        Every sign-in change and staff action: who, what, when (Toronto time) and from which address.
      </p>
      <Form method="get" className="mt-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="member" label="Member (email or id)" value={query.member} error={fieldError('member')} />
          <Field
            name="event"
            label="Event"
            value={query.event}
            error={fieldError('event')}
            hint="A name or its start: staff. finds every staff action."
            list={eventsListId}
          />
          <Field name="from" label="From" type="date" value={query.from} error={fieldError('from')} />
          <Field name="to" label="To" type="date" value={query.to} error={fieldError('to')} />
        </div>
        <datalist id={eventsListId}>
          {AUDIT_EVENTS.map((event) => (
            <option key={event} value={event} />
          ))}
        </datalist>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={COMPACT_PRIMARY_BUTTON_CLASS}>
            Show events
          </button>
          {/* A download, not a page of the app: the browser fetches it with the session cookie. */}
          <a href={listHref(AUDIT_EXPORT_PATH, filters)} download className={COMPACT_SECONDARY_BUTTON_CLASS}>
            Download as CSV
          </a>
          <Link to={AUDIT_PATH} className={`${LINK} self-center text-sm`}>
            Clear the filters
          </Link>
        </div>
      </Form>
      {error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          {error.message}
        </p>
      ) : null}
      {page ? (
        <>
          <h2 className="mt-6 font-semibold text-lg text-slate-900">
            {page.total.toLocaleString('en-CA')} {page.total === 1 ? 'event' : 'events'}, newest first
          </h2>
          {page.events.length === 0 ? (
            <p className="mt-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-700">No events match.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
              {page.events.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          <Pager
            page={page.page}
            totalPages={page.totalPages}
            hrefFor={(number) => listHref(AUDIT_PATH, { ...filters, page: number })}
          />
        </>
      ) : null}
    </div>
  );
}
