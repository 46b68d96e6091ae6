import { endpoints, type RankResponse } from '@cardgenius/core/contract';
import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import {
  encodeFilterCookies,
  encodeFilterStateParam,
  type FilterState,
  type FilterStateInput,
  RATING_POINT_VALUE_MODES,
  type RatingPointValueMode,
  resolveFilterState,
  STATE_QUERY_PARAM,
} from '@cardgenius/core/filters';
import { COMPONENT_KEYS, monthlySpendByCategory, RATING_CONFIG } from '@cardgenius/core/rating';
import { useEffect, useRef, useState } from 'react';
import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { PointValueModePicker } from '../components/ui/point-value-mode-picker';
import { PreferenceSliders, type SliderValues } from '../components/ui/preference-sliders';
import { type CardSummary, cardSummary, TopCardList } from '../features/quiz/top-card-list';
import { track } from '../lib/analytics';
import { apiFetch } from '../lib/api-fetch';
import { setCookieHeader } from '../lib/cookies';
import { useEarlyInput } from '../lib/early-input';
import { filterStateFromRequest, saveFilterCookies } from '../lib/filter-cookies';
import { formatDollars } from '../lib/format';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/sliders';

const ID_PREFIX = 'sliders';
/** The radio group's name (PointValueModePicker names it after the id prefix). */
const MODE_FIELD = `${ID_PREFIX}-mode`;
const PREVIEW_SIZE = 5;
/** The preview waits for the slider to settle (shell-and-browsing §9: changes broadcast after 300 ms). */
const PREVIEW_DELAY_MS = 300;
const RANK_URL = apiUrl(API_PATHS.cardRank);
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Rating preferences: what matters to you',
    description:
      'Set how much rewards, interest, fees, perks, insurance, approval odds and acceptance count in your card rating, and see your top five cards change as you go.',
  });

/** Slider positions and the mode a script-free form sent, over the visitor's own. */
function preferencesFromForm(
  form: { get(name: string): unknown },
  state: FilterState,
): { sliders: SliderValues; mode: RatingPointValueMode } {
  const sliders = {} as SliderValues;
  for (const key of COMPONENT_KEYS) {
    const given = Number(form.get(key) ?? Number.NaN);
    const valid = Number.isFinite(given) && given >= RATING_CONFIG.sliders.min && given <= RATING_CONFIG.sliders.max;
    sliders[key] = valid ? given : state.userPreferences[key];
  }
  const mode = RATING_POINT_VALUE_MODES.find((entry) => entry === form.get(MODE_FIELD)) ?? state.pointValueMode;
  return { sliders, mode };
}

function previewRequest(state: FilterState, sliders: SliderValues, mode: RatingPointValueMode): FilterStateInput {
  return {
    ...state,
    userPreferences: { ...state.userPreferences, ...sliders },
    pointValueMode: mode,
    resultsPerPage: PREVIEW_SIZE,
    page: 1,
  };
}

function savedState(state: FilterState, sliders: SliderValues, mode: RatingPointValueMode): FilterState {
  return resolveFilterState({
    ...state,
    userPreferences: { ...state.userPreferences, ...sliders },
    pointValueMode: mode,
  });
}

/** The compare page, keeping the other filters when they came in the URL. */
function compareUrl(state: FilterState, fromQuery: boolean): string {
  return fromQuery
    ? `${paths.creditCards()}?${STATE_QUERY_PARAM}=${encodeFilterStateParam(state)}`
    : paths.creditCards();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { state, source } = filterStateFromRequest(request);
  const { sliders, mode } = preferencesFromForm(new URL(request.url).searchParams, state);
  const ranking = await context.api.call(endpoints.rankCards, { body: previewRequest(state, sliders, mode) });
  const monthlySpend = Object.values(monthlySpendByCategory(state.monthlySpend)).reduce((sum, value) => sum + value, 0);
  return {
    state,
    fromQuery: source === 'query',
    sliders,
    mode,
    monthlySpend,
    total: ranking.total,
    cards: ranking.cards.map(cardSummary),
  };
}

/** Without JavaScript, "Save" posts here: the cookies are set by the response, then on to the compare page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { state, source } = filterStateFromRequest(request);
  const { sliders, mode } = preferencesFromForm(await request.formData(), state);
  const next = savedState(state, sliders, mode);
  const headers = new Headers();
  for (const [name, value] of Object.entries(encodeFilterCookies(next)))
    headers.append('Set-Cookie', setCookieHeader(context.site, name, value, COOKIE_MAX_AGE_SECONDS));
  return redirect(compareUrl(next, source === 'query'), { headers });
}

type Preview = { total: number; cards: CardSummary[] };

/** The top five for the current positions, fetched a moment after the last change; failures keep the last list. */
function usePreview(state: FilterState, sliders: SliderValues, mode: RatingPointValueMode, initial: Preview) {
  const [preview, setPreview] = useState(initial);
  const [updating, setUpdating] = useState(false);
  const shownFor = useRef(JSON.stringify([sliders, mode]));
  useEffect(() => {
    const key = JSON.stringify([sliders, mode]);
    if (key === shownFor.current) {
      setUpdating(false);
      return;
    }
    setUpdating(true);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await apiFetch(RANK_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(previewRequest(state, sliders, mode)),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`Ranking answered ${response.status}`);
        const ranking = (await response.json()) as RankResponse;
        shownFor.current = key;
        setPreview({ total: ranking.total, cards: ranking.cards.map(cardSummary) });
      } catch {
        // The last list stays; the next change tries again.
      } finally {
        if (!controller.signal.aborted) setUpdating(false);
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, sliders, mode]);
  return { preview, updating };
}

export default function Sliders({ loaderData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const { state, fromQuery } = loaderData;
  const [sliders, setSliders] = useState<SliderValues>(loaderData.sliders);
  const [mode, setMode] = useState<RatingPointValueMode>(loaderData.mode);
  const [hydrated, setHydrated] = useState(false);
  const { preview, updating } = usePreview(state, sliders, mode, { total: loaderData.total, cards: loaderData.cards });
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setHydrated(true), []);

  const save = () => {
    const next = savedState(state, sliders, mode);
    saveFilterCookies(next);
    track('core-feature', { name: 'Sliders', instance: 'saved', options: { ...sliders, pointValueMode: mode } });
    void navigate(compareUrl(next, fromQuery));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">What matters to you in a credit card</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Every card’s rating adds up seven things: rewards, interest, fees, perks, insurance, approval odds and
        acceptance. These sliders set how much each one counts for you. At “Doesn't matter” it is left out of your
        rating; at “Most important” it counts four times as much as at “Some”.
      </p>

      <form
        ref={formRef}
        method="post"
        action={`${location.pathname}${location.search}`}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
      >
        <section
          aria-labelledby="sliders-heading"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="sliders-heading" className="font-bold text-xl">
            Your preferences
          </h2>
          <p className="mt-1 mb-5 text-slate-600 text-sm">
            Use the arrow keys or drag. The defaults suit most people: rewards, perks, insurance and acceptance count;
            interest, fees and approval odds don’t.
          </p>
          <PreferenceSliders value={sliders} onChange={setSliders} idPrefix={ID_PREFIX} />
          <div className="mt-8">
            <PointValueModePicker value={mode} onChange={setMode} idPrefix={ID_PREFIX} />
          </div>
        </section>

        <section aria-labelledby="preview-heading" className="lg:sticky lg:top-4 lg:self-start">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <h2 id="preview-heading" className="font-bold text-xl">
              Your top {Math.min(PREVIEW_SIZE, preview.cards.length) || PREVIEW_SIZE}
            </h2>
            <p role="status" className="flex min-h-6 items-center gap-2 text-slate-600 text-sm">
              {updating ? (
                <>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin text-brand-600">
                    <circle
                      cx="12"
                      cy="12"
                      r="9"
                      stroke="currentColor"
                      strokeOpacity=".25"
                      strokeWidth="3"
                      fill="none"
                    />
                    <path
                      d="M21 12a9 9 0 0 0-9-9"
                      stroke="currentColor"
                      strokeWidth="3"
                      strokeLinecap="round"
                      fill="none"
                    />
                  </svg>
                  Updating…
                </>
              ) : null}
            </p>
          </div>
          <p className="mt-1 mb-4 text-slate-600 text-sm">
            Ranked for {formatDollars(loaderData.monthlySpend)} of monthly spending. {preview.total}{' '}
            {preview.total === 1 ? 'card fits' : 'cards fit'} your filters.
          </p>
          {preview.cards.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
              No card fits your current filters. Try turning a slider up, or{' '}
              <Link className="text-brand-700 underline" to={paths.creditCards()}>
                change your filters on the compare page
              </Link>
              .
            </p>
          ) : (
            <TopCardList cards={preview.cards} label="Top cards for your preferences" dimmed={updating} />
          )}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Save and compare cards
            </button>
            {hydrated ? null : (
              <button
                type="submit"
                formMethod="get"
                formAction={location.pathname}
                className="rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
              >
                Update the list
              </button>
            )}
            {fromQuery ? <input type="hidden" name={STATE_QUERY_PARAM} value={encodeFilterStateParam(state)} /> : null}
          </div>
          <p className="mt-3 text-slate-600 text-sm">
            Saving keeps your preferences on this device, for the compare page and your next visit.{' '}
            <Link className="text-brand-700 underline" to={paths.methodology()}>
              How each part is scored
            </Link>
          </p>
        </section>
      </form>
    </div>
  );
}
