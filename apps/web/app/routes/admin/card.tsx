import { CARD_FORM_SECTIONS, cardFormFields, cardFormValues } from '@cardgenius/core/catalogue';
import { CARD_STATE_LABELS, CARD_STATES, type CardState, endpoints } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { Form, Link, redirect, useNavigation } from 'react-router';
import {
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
} from '../../components/ui/form-styles';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { type CardEditResult, readCardEdit, refusedEdit } from '../../features/admin/cards/card-edit-result';
import { CardFieldInput, fieldId } from '../../features/admin/cards/card-field-input';
import { CardHistory } from '../../features/admin/cards/card-history';
import { CardStateBadge, NotExportedBadge } from '../../features/admin/cards/card-state-badge';
import { ResultMessage } from '../../features/admin/moderation-queue';
import { staffCall } from '../../features/admin/staff-access';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/card';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staffCard = await staffCall(request, () =>
    context.api.call(endpoints.getStaffCard, { params: { slug: params.slug } }),
  );
  return { staffCard, fields: cardFormFields(), values: cardFormValues(staffCard.card) };
}

const STATE_DONE: Record<CardState, string> = {
  published: 'The card is published.',
  hidden: 'The card is hidden: it is in no list and no ranking.',
  unavailable: 'The card is marked temporarily unavailable.',
};

/** Save, change the state, or bring back a revision: from the browser, which sends the CSRF header. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<CardEditResult> {
  const form = await request.formData();
  const slug = params.slug;
  const baseRevision = Number(form.get('baseRevision'));
  try {
    const intent = form.get('intent');
    if (intent === 'state') {
      const state = CARD_STATES.find((known) => known === form.get('state')) ?? 'published';
      await browserApi.call(endpoints.setStaffCardState, { params: { slug }, body: { state, baseRevision } });
      return { ok: true, message: STATE_DONE[state], fieldErrors: {} };
    }
    if (intent === 'revert') {
      const toRevision = Number(form.get('toRevision'));
      const saved = await browserApi.call(endpoints.revertStaffCard, {
        params: { slug },
        body: { toRevision, baseRevision },
      });
      return {
        ok: true,
        message: `Revision ${toRevision} is back, saved as revision ${saved.revision}.`,
        fieldErrors: {},
      };
    }
    const { card, source, errors } = readCardEdit(form);
    if (Object.keys(errors).length > 0) {
      return { ok: false, message: 'Some fields cannot be read: fix them and save again.', fieldErrors: errors };
    }
    const saved = await browserApi.call(endpoints.updateStaffCard, {
      params: { slug },
      // The schema on the server judges the card; the form only turned its inputs into values.
      body: { card: card as never, baseRevision, source },
    });
    return {
      ok: true,
      message:
        saved.revision === baseRevision
          ? 'Nothing changed.'
          : `Saved as revision ${saved.revision}. The rankings use it within seconds.`,
      fieldErrors: {},
    };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`/admin/cards/${slug}`));
    const refused = refusedEdit(error);
    if (refused) return refused;
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, `${args.loaderData?.staffCard.card.displayName ?? 'Card'} | Admin`);

/** The fields a refused save names, each a link to its input. */
function FieldProblems({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  const problems = Object.entries(fieldErrors);
  if (problems.length === 0) return null;
  return (
    <ul className="mt-1 list-disc pl-5">
      {problems.map(([path, message]) => (
        <li key={path}>
          <a
            href={`#${path.startsWith('source') ? 'card-source' : path === 'card' ? 'card-form' : fieldId(path)}`}
            className="underline"
          >
            {path}
          </a>
          : {message}
        </li>
      ))}
    </ul>
  );
}

export default function AdminCard({ loaderData, actionData }: Route.ComponentProps) {
  const { staffCard, fields, values } = loaderData;
  const { card, revision } = staffCard;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.ok === false ? actionData.fieldErrors : {};
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/cards" className="text-brand-700 underline">
          All cards
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl text-slate-900 sm:text-3xl">{card.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700 text-sm">
        <CardStateBadge state={staffCard.state} />
        {staffCard.staffEdited ? <NotExportedBadge /> : null}
        <span>
          Revision {revision}
          {staffCard.sourceFile ? ` · data/cards/${staffCard.sourceFile}` : ''}
        </span>
        <a href={`/credit-cards/${card.slug}`} className="text-brand-700 underline">
          See it on the site
        </a>
      </p>
      <ResultMessage result={actionData}>
        <FieldProblems fieldErrors={actionData?.fieldErrors ?? {}} />
      </ResultMessage>
      <section aria-labelledby="card-state" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="card-state" className="font-semibold text-slate-900">
          State
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {CARD_STATES.filter((state) => state !== staffCard.state).map((state) => (
            <Form method="post" key={state}>
              <input type="hidden" name="intent" value="state" />
              <input type="hidden" name="state" value={state} />
              <input type="hidden" name="baseRevision" value={revision} />
              <button type="submit" disabled={busy} className={COMPACT_SECONDARY_BUTTON_CLASS}>
                {state === 'published'
                  ? 'Publish'
                  : state === 'hidden'
                    ? 'Hide'
                    : `Mark ${CARD_STATE_LABELS[state].toLowerCase()}`}
              </button>
            </Form>
          ))}
        </div>
      </section>
      <Form method="post" key={revision} id="card-form" tabIndex={-1} className="mt-6 space-y-6" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="baseRevision" value={revision} />
        <p className="text-slate-700 text-sm">
          Every field of the card, as its file in data/cards holds it. Lists and groups of values are written as JSON,
          the way the file writes them; an empty input means the issuer does not publish the figure.
        </p>
        {CARD_FORM_SECTIONS.map((section) => (
          <fieldset key={section} className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold text-slate-900">{section}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields
                .filter((field) => field.section === section)
                .map((field) => (
                  <CardFieldInput
                    key={field.path}
                    field={field}
                    value={values[field.path] ?? ''}
                    error={errors[field.path]}
                    readOnly={field.path === 'slug'}
                  />
                ))}
            </div>
          </fieldset>
        ))}
        <fieldset id="card-source" tabIndex={-1} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <legend className="px-1 font-semibold text-slate-900">Where changed figures come from</legend>
          <p className="text-slate-700 text-sm">
            Needed when you change a fee, rate, earn rate, bonus, requirement, insurance or perk: the issuer’s page and
            the date it says the figures are true. The card page shows that date beside them.
          </p>
          {errors.source ? <p className="mt-2 font-medium text-red-800 text-sm">{errors.source}</p> : null}
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <label className="block text-sm sm:col-span-2">
              <span className="font-medium text-slate-800">Source address (https)</span>
              <input
                name="source.sourceUrl"
                type="url"
                className={LIGHT_INPUT_CLASS}
                aria-invalid={errors['source.sourceUrl'] ? true : undefined}
              />
              {errors['source.sourceUrl'] ? (
                <span className="mt-1 block font-medium text-red-800">{errors['source.sourceUrl']}</span>
              ) : null}
            </label>
            <label className="block text-sm">
              <span className="font-medium text-slate-800">True as of</span>
              <input
                name="source.asOf"
                type="date"
                className={LIGHT_INPUT_CLASS}
                aria-invalid={errors['source.asOf'] ? true : undefined}
              />
              {errors['source.asOf'] ? (
                <span className="mt-1 block font-medium text-red-800">{errors['source.asOf']}</span>
              ) : null}
            </label>
            <label className="block text-sm">
              <span className="font-medium text-slate-800">Note (optional)</span>
              <input name="source.note" type="text" maxLength={300} className={LIGHT_INPUT_CLASS} />
            </label>
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
            {busy ? 'Saving…' : 'Save the card'}
          </button>
          <p className="text-slate-600 text-sm">Saved cards are checked like the catalogue files.</p>
        </div>
      </Form>
      <CardHistory
        revisions={staffCard.revisions}
        revisionCount={staffCard.revisionCount}
        current={revision}
        busy={busy}
      />
    </div>
  );
}
