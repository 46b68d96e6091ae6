import { useId, useState } from 'react';
import { useLocation } from 'react-router';

type Rating = -1 | 0 | 1;

/** The two themes of the satisfaction widget (shell-and-browsing §2.12). */
const THEMES = {
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
} as const;

const FACES: Record<Rating, string> = { '-1': '🙁', '0': '😐', '1': '🙂' };

/** Three ratings, then an optional comment and Send; sending resets the widget and closes it. */
export function SatisfactionWidget({ theme, onDone }: { theme: keyof typeof THEMES; onDone: () => void }) {
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
        // Feedback is best effort: a failure is not the visitor's problem.
        void fetch('/api/v2/analytics/satisfaction', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ site: theme, category: theme, rating, comments, page: location.pathname }),
        }).catch(() => undefined);
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
              <span aria-hidden="true" className="text-2xl">
                {FACES[value]}
              </span>
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
            <a href="/contact" className="underline">
              contact form
            </a>
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
