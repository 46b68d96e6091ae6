import { endpoints, isApiError } from '@cardgenius/core/contract';
import { data, Form } from 'react-router';
import { COMPACT_PRIMARY_BUTTON_CLASS, LIGHT_INPUT_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { formatEventTime } from '../features/account/dates';
import { LinkifiedText } from '../features/account/linkified-text';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import type { Route } from './+types/dev-outbox';

/**
 * Email and SMS kept instead of sent, for development and tests. The API answers 404 in production and,
 * unless DEV_OUTBOX says otherwise, to a visitor on another computer; so does this page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const to = (new URL(request.url).searchParams.get('to') ?? '').trim().slice(0, 254);
  try {
    const { messages } = await context.api.call(endpoints.listOutbox, { query: to ? { to } : {} });
    return { to, messages };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Outbox');

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="font-bold text-2xl sm:text-3xl">Outbox</h1>
      <p className="mt-2 text-slate-700">
        Emails and text messages the site would have sent, newest first (the last 100). Kept here because no mail or SMS
        service is configured. Shown only on the computer running the site, and never in production.
      </p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="outbox-to" className="font-semibold text-slate-900 text-sm">
            Recipient (the exact email address or mobile number)
          </label>
          <input
            id="outbox-to"
            name="to"
            defaultValue={to}
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            className={LIGHT_INPUT_CLASS}
          />
        </div>
        <div className="flex items-center gap-4">
          <button type="submit" className={COMPACT_PRIMARY_BUTTON_CLASS}>
            Filter
          </button>
          {to ? (
            <a href="/dev/outbox" className={TEXT_LINK_CLASS}>
              Show all
            </a>
          ) : null}
        </div>
      </Form>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-300 border-dashed bg-white p-5 text-slate-700">
          {to ? `No message to ${to}.` : 'No message has been sent yet.'}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{to ? `Messages to ${to}` : 'Recent messages'}</caption>
            <thead className="border-slate-200 border-b bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  To
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Subject
                </th>
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                  Time
                </th>
              </tr>
            </thead>
            {messages.map((message) => (
              <tbody key={message.id} className="border-slate-200 border-b last:border-b-0">
                <tr>
                  <td className="w-2/5 px-3 pt-3 align-top [overflow-wrap:anywhere]">{message.to}</td>
                  <th scope="row" className="px-3 pt-3 text-left align-top font-semibold">
                    {message.channel === 'sms' ? 'Text message' : (message.subject ?? '(no subject)')}
                    {/* On a phone the time goes under the subject, in place of its own column. */}
                    <span className="block font-normal text-slate-700 sm:hidden">
                      <time dateTime={message.createdAt}>{formatEventTime(message.createdAt)}</time>
                    </span>
                  </th>
                  <td className="hidden whitespace-nowrap px-3 pt-3 align-top text-slate-700 sm:table-cell">
                    <time dateTime={message.createdAt}>{formatEventTime(message.createdAt)}</time>
                  </td>
                </tr>
                <tr>
                  <td colSpan={3} className="px-3 pt-1 pb-3">
                    <details>
                      <summary className="cursor-pointer text-brand-700 underline">Show the message</summary>
                      <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-slate-800">
                        <LinkifiedText text={message.text} />
                      </pre>
                    </details>
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        </div>
      )}
    </div>
  );
}
