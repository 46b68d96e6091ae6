import type { MyCardReview, OwnCardReview } from '@cardgenius/core/contract';
import {
  CARD_REVIEW_BODY_MAX,
  CARD_REVIEW_MESSAGES,
  CARD_REVIEW_TITLE_MAX,
  EARLIEST_HELD_SINCE,
  starsLabel,
  torontoDate,
} from '@cardgenius/core/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { CheckboxField, TextField } from '../../components/ui/form-fields';
import { COMPACT_PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useEarlyInput } from '../../lib/early-input';
import { loadBrowserApi } from '../../lib/load-browser-api';
import type { loader as rootLoader } from '../../root';
import {
  EMPTY_REVIEW,
  type ReviewField,
  type ReviewFormValues,
  reviewFormErrors,
  reviewFormValues,
  reviewRequest,
  splitFieldErrors,
} from './review-form-values';
import { StarIcon } from './stars';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'signedOut' }
  | { state: 'ready'; mine: MyCardReview };

/**
 * Writing a review of one card: for a member, their own review (any state, read through the member
 * call after the page loads, so it is never part of a page kept for others) in a form to write or edit;
 * for a visitor, a link to sign in.
 */
export function ReviewComposer({ cardSlug, cardName }: { cardSlug: string; cardName: string }) {
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.shell.auth.isAuthenticated ?? false;
  const location = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks for another read.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    setLoaded({ state: 'loading' });
    void (async () => {
      try {
        const [{ browserApi }, contract] = await loadBrowserApi();
        try {
          const mine = await browserApi.call(contract.endpoints.getMyCardReview, { params: { slug: cardSlug } });
          if (live) setLoaded({ state: 'ready', mine });
        } catch (error) {
          if (live) setLoaded({ state: contract.isApiError(error) && error.status === 401 ? 'signedOut' : 'failed' });
        }
      } catch {
        if (live) setLoaded({ state: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [signedIn, cardSlug, attempt]);

  const signInPath = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  if (!signedIn || loaded.state === 'signedOut') {
    return (
      <p className="text-slate-700">
        <Link to={signInPath} className={TEXT_LINK_CLASS}>
          Sign in to review the {cardName}
        </Link>{' '}
        or{' '}
        <Link to="/register" className={TEXT_LINK_CLASS}>
          create a free account
        </Link>
        . Members with a confirmed email address can review each card once, and edit their review later.
      </p>
    );
  }
  if (loaded.state === 'loading') return <LoadingIndicator label="Loading your review" inline />;
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="text-slate-800">
        <p>We could not load your review just now.</p>
        <button type="button" className={`${TEXT_LINK_CLASS} mt-1`} onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (!loaded.mine.emailConfirmed) {
    return (
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {CARD_REVIEW_MESSAGES.emailUnconfirmed}{' '}
        <Link to="/account" className={TEXT_LINK_CLASS}>
          Go to your account
        </Link>
      </p>
    );
  }
  return <ReviewForm key={cardSlug} cardSlug={cardSlug} cardName={cardName} saved={loaded.mine.review} />;
}

const STATUS_NOTES: Record<OwnCardReview['status'], string> = {
  pending: 'Your review is waiting for a moderator. It shows on the card’s page once it is approved.',
  approved:
    'Your review is published. Saving a change sends it to a moderator again: until they approve the new text, it is not shown.',
  rejected: 'A moderator did not publish your review. You can change it and send it again.',
  spam: 'A moderator did not publish your review. You can change it and send it again.',
};

type Outcome = { kind: 'saved' } | { kind: 'error'; messages: string[] } | null;

function ReviewForm({
  cardSlug,
  cardName,
  saved: initial,
}: {
  cardSlug: string;
  cardName: string;
  saved: OwnCardReview | null;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<ReviewFormValues>(initial ? reviewFormValues(initial) : EMPTY_REVIEW);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const thisMonth = torontoDate(new Date()).slice(0, 7);

  const change = <K extends ReviewField>(field: K, value: ReviewFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setOutcome(null);
  };

  // After an answer, focus goes to what changed: the first field to fix, the error, or the confirmation.
  useEffect(() => {
    if (outcome?.kind === 'saved') statusRef.current?.focus();
    else if (outcome?.kind === 'error' || Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[role="alert"], [aria-invalid="true"]')?.focus();
    }
  }, [outcome, errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = reviewFormErrors(values, torontoDate(new Date()));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome(null);
      return;
    }
    setSending(true);
    let contract: Awaited<ReturnType<typeof loadBrowserApi>>[1] | undefined;
    try {
      const [{ browserApi }, loaded] = await loadBrowserApi();
      contract = loaded;
      const answer = await browserApi.call(contract.endpoints.saveMyCardReview, {
        params: { slug: cardSlug },
        body: reviewRequest(values),
      });
      if (answer.review) {
        setSaved(answer.review);
        setValues(reviewFormValues(answer.review));
      }
      setErrors({});
      setOutcome({ kind: 'saved' });
    } catch (error) {
      if (contract?.isApiError(error)) {
        if (error.code === 'VALIDATION_FAILED') {
          const { byField, other } = splitFieldErrors(error.fields ?? {});
          setErrors(byField);
          setOutcome(other.length > 0 ? { kind: 'error', messages: other } : null);
        } else if (error.status === 401) {
          setOutcome({ kind: 'error', messages: ['Your session has ended. Sign in again to send your review.'] });
        } else if (error.status === 403 || error.status === 429) {
          setOutcome({ kind: 'error', messages: [error.message] });
        } else {
          setOutcome({ kind: 'error', messages: ['We could not save your review just now. Please try again.'] });
        }
      } else {
        setOutcome({ kind: 'error', messages: ['We could not save your review just now. Please try again.'] });
      }
    } finally {
      setSending(false);
    }
  }

  const ratingErrorId = `${id}-rating-error`;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {saved && outcome?.kind !== 'saved' ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800 text-sm">
          {STATUS_NOTES[saved.status]}
        </p>
      ) : null}
      <p ref={statusRef} tabIndex={-1} role="status" className="empty:hidden">
        {outcome?.kind === 'saved' ? (
          <span className="block rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
            Thank you: your review of the {cardName} is saved. It shows on the card’s page once a moderator approves it.
          </span>
        ) : null}
      </p>
      {outcome?.kind === 'error' ? (
        <div role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {outcome.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="font-semibold text-slate-900">Your rating</legend>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <div className="flex">
            {[1, 2, 3, 4, 5].map((star) => (
              <label
                key={star}
                className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-solid"
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={star}
                  checked={values.rating === star}
                  onChange={() => change('rating', star)}
                  aria-invalid={errors.rating ? true : undefined}
                  className="sr-only"
                />
                <StarIcon filled={values.rating !== null && star <= values.rating} className="h-8 w-8" />
                <span className="sr-only">{starsLabel(star)}</span>
              </label>
            ))}
          </div>
          <span aria-hidden="true" className="text-slate-700 text-sm">
            {values.rating === null ? 'Choose 1 to 5 stars' : starsLabel(values.rating)}
          </span>
        </div>
        {errors.rating ? (
          <p id={ratingErrorId} className="mt-1 font-medium text-red-700 text-sm">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <TextField
        id={`${id}-title`}
        label="Title"
        look="light-border"
        value={values.title}
        onValue={(value) => change('title', value)}
        error={errors.title}
        maxLength={CARD_REVIEW_TITLE_MAX}
        autoComplete="off"
        required
      />
      <TextField
        id={`${id}-body`}
        label="Your review"
        look="light-border"
        multiline
        rows={6}
        hint={`What do you like or dislike about the card? At least 20 characters. Plain text: links and formatting are shown as typed. ${values.body.trim().length.toLocaleString('en-CA')} of ${CARD_REVIEW_BODY_MAX.toLocaleString('en-CA')} characters.`}
        value={values.body}
        onValue={(value) => change('body', value)}
        error={errors.body}
        maxLength={CARD_REVIEW_BODY_MAX}
        required
      />
      <CheckboxField
        id={`${id}-holds`}
        look="compact"
        checked={values.holdsCard}
        onChecked={(checked) => change('holdsCard', checked)}
        error={errors.holdsCard}
      >
        I hold this card
      </CheckboxField>
      {values.holdsCard ? (
        <div className="sm:max-w-xs">
          <TextField
            id={`${id}-since`}
            label="Since when (optional)"
            look="light-border"
            type="month"
            min={EARLIEST_HELD_SINCE}
            max={thisMonth}
            placeholder="YYYY-MM"
            hint="The month you got the card, as YYYY-MM."
            value={values.heldSince}
            onValue={(value) => change('heldSince', value)}
            error={errors.heldSince}
          />
        </div>
      ) : null}

      <button type="submit" aria-disabled={sending} className={COMPACT_PRIMARY_BUTTON_CLASS}>
        {sending ? 'Sending…' : saved ? 'Save changes' : 'Send your review'}
      </button>
      <p className="text-slate-600 text-sm">
        A moderator reads every review before it is published. Other readers see your first name, never your email
        address.
      </p>
    </form>
  );
}
