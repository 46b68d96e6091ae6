import { useState } from 'react';
import { SatisfactionWidget } from './satisfaction-widget';

/**
 * The satisfaction widget's content theme at the end of an editorial page (a guide, a ranking, the
 * method): once sent it closes, leaving a thank-you in its place. `category` says which kind of page
 * was rated (§7: the event's category).
 */
export function ArticleFeedback({ category }: { category: string }) {
  const [sent, setSent] = useState(false);
  return (
    <section
      id="article-feedback"
      aria-label="Was this page helpful?"
      className="mt-12 max-w-xl rounded-lg border border-slate-200 bg-white p-5"
    >
      {sent ? (
        <p role="status" className="font-semibold text-slate-800">
          Thank you: your answer helps us make our guides better.
        </p>
      ) : (
        <SatisfactionWidget theme="content" category={category} onDone={() => setSent(true)} />
      )}
    </section>
  );
}
