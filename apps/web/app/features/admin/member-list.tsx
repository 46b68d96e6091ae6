import type { MemberList, MemberSummary } from '@cardgenius/core/contract';
import { Form, Link } from 'react-router';
import { COMPACT_PRIMARY_BUTTON_CLASS, LIGHT_INPUT_CLASS } from '../../components/ui/form-styles';
import { formatMoment } from './entries';
import { listHref } from './list-address';
import { ROLE_NAMES } from './member-actions';
import { Badge, Pager } from './pager';

export const MEMBERS_PATH = '/admin/members';

/** The labels beside a member: role, unconfirmed address, staff lock. */
export function MemberBadges({ member }: { member: Pick<MemberSummary, 'role' | 'emailConfirmed' | 'lockedByStaff'> }) {
  return (
    <>
      {member.role ? <Badge tone="neutral">{ROLE_NAMES[member.role]}</Badge> : null}
      {member.emailConfirmed ? null : <Badge tone="warning">Unconfirmed</Badge>}
      {member.lockedByStaff ? <Badge tone="danger">Locked</Badge> : null}
    </>
  );
}

/** The search form (a GET: each search has its own address) and one page of members found. */
export function MemberSearch({ q, list }: { q: string; list: MemberList }) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Members</h1>
      <p className="mt-1 text-slate-700">
        Find a member by the start of their email address or of their name, or by their whole id.
      </p>
      <Form method="get" role="search" className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="member-search" className="font-medium text-slate-800 text-sm">
            Email, name or id
          </label>
          <input id="member-search" type="search" name="q" defaultValue={q} className={LIGHT_INPUT_CLASS} />
        </div>
        <button type="submit" className={COMPACT_PRIMARY_BUTTON_CLASS}>
          Search
        </button>
      </Form>
      <h2 className="mt-6 font-semibold text-lg text-slate-900" aria-live="polite">
        {q ? `${list.total} found for “${q}”` : `${list.total} members, newest first`}
      </h2>
      {list.members.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-700">
          {list.page > 1 ? 'Nothing on this page.' : 'No member matches. Try the start of the address or of a name.'}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          {list.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-4">
              <Link
                to={`${MEMBERS_PATH}/${member.id}`}
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {member.name}
              </Link>
              <span className="min-w-0 break-all text-slate-700 text-sm">{member.email}</span>
              <MemberBadges member={member} />
              <span className="w-full text-slate-600 text-xs sm:ml-auto sm:w-auto">
                Joined {formatMoment(member.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} totalPages={list.totalPages} hrefFor={(page) => listHref(MEMBERS_PATH, { q, page })} />
    </div>
  );
}
