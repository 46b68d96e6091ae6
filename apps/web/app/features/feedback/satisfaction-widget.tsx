import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { type Rating, type SatisfactionTheme, sendSatisfaction } from './send-satisfaction';

/** The two themes of the satisfaction widget (shell-and-browsing §2.12). */
const THEMES: Record<
  SatisfactionTheme,
  { question: string; labels: Record<Rating, string>; followUps: Record<Rating, string> }
> = {
  site: {
    question: 'What do you think of the product?',
    labels: { '-1': 'Needs work', '0': "It's ok", '1': "It's great!" },
    followUps: {
      '-1': 'What should we fix first?',
      '0': 'What would make it great?',
      '1': 'What do you like most?',
    },
  },
  content: {
    question: 'How helpful did you find this article?',
    labels: { '-1': 'Unhelpful', '0': 'Neutral', '1': 'Helpful' },
    followUps: {
      '-1': 'What were you looking for?',
      '0': 'What was missing?',
      '1': 'What helped most?',
    },
  },
};

/** The mouth of each face: a frown, a straight line, a smile. */
const MOUTHS: Record<Rating, string> = { '-1': 'M8 16.5q4-3.5 8 0', '0': 'M8 15h8', '1': 'M8 14q4 3.5 8 0' };

/** Drawn rather than emoji, which some systems lack the font for. */
function Face({ rating }: { rating: Rating }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 text-brand-700">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8.5" cy="9.5" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="currentColor" />
      <path d={MOUTHS[rating]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Three ratings, then an optional comment and Send (shell-and-browsing §2.12, §4); sending resets the
 * widget and closes it. `category` says what was rated: the product (default) or an article's category.
 */
export function SatisfactionWidget({
  theme,
  category = 'site',
  onDone,
}: {
  theme: SatisfactionTheme;
  category?: string;
  onDone: () => void;
}) {
  const id = useId();
  const location = useLocation();
  const [rating, setRating] = useState<Rating | null>(null);
  const [comments, setComments] = useState('');
  const copy = THEMES[theme];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (rating === null) return;
        // Best effort: the visitor is thanked by the widget closing, whatever the API answers.
        void sendSatisfaction({ theme, rating, comments, category, page: location.pathname });
        setRating(null);
        setComments('');
        onDone();
      }}
    >
      <fieldset>
        <legend className="font-semibold">{copy.question}</legend>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {([-1, 0, 1] as const).map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-3 text-center text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${rating === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <Face rating={value} />
              {copy.labels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {rating !== null ? (
        <>
          <label htmlFor={`${id}-comments`} className="mt-4 block font-semibold text-sm">
            {copy.followUps[rating]} <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={`${id}-comments`}
            value={comments}
            maxLength={2000}
            onChange={(event) => setComments(event.target.value)}
            rows={3}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <p className="mt-1 text-slate-500 text-xs">
            Need an answer? Use the{' '}
            <Link to={paths.contact()} className="underline" onClick={onDone}>
              contact form
            </Link>
            : feedback here is read but not replied to.
          </p>
          <button type="submit" className="mt-3 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
            Send Feedback
          </button>
        </>
      ) : null}
    </form>
  );
}
