import { endpoints, type PostPreview } from '@cardgenius/core/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { browserApi } from '../../../lib/browser-api';
import { failureFrom } from '../../../lib/form-result';

/** Typing pauses this long before the preview is drawn again. */
const PREVIEW_DELAY_MS = 400;

export interface PreviewState {
  preview: PostPreview | null;
  failure: string | null;
  busy: boolean;
}

/**
 * The body rendered by the server a moment after typing stops: the same renderer and catalogue figures
 * as the published page. Nothing is saved.
 */
export function usePostPreview(body: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: null, failure: null, busy: false });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      setState((was) => ({ ...was, busy: true }));
      try {
        const preview = await browserApi.call(endpoints.previewPostBody, { body: { body } });
        if (current) setState({ preview, failure: null, busy: false });
      } catch (error) {
        if (current) setState((was) => ({ ...was, failure: failureFrom(error).message, busy: false }));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body]);
  return state;
}

/**
 * The preview's frame: what saving would refuse in the body, the title, the reading time, and the body
 * itself as the page draws it (`children`, from the blog's own components).
 */
export function LivePreview({ title, state, children }: { title: string; state: PreviewState; children: ReactNode }) {
  const { preview, failure, busy } = state;
  return (
    <section
      aria-labelledby="live-preview-title"
      aria-busy={busy}
      // Beside the form on a wide screen it stays in view, scrolling on its own, while the body is typed.
      className="min-w-0 2xl:sticky 2xl:top-4 2xl:max-h-[calc(100vh-2rem)] 2xl:self-start 2xl:overflow-y-auto"
    >
      <h2 id="live-preview-title" className="font-semibold text-lg text-slate-900">
        Preview
      </h2>
      <p className="text-slate-600 text-sm">The body as readers will see it; it follows your typing.</p>
      {failure ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 text-sm">
          {failure}
        </p>
      ) : null}
      {preview && preview.problems.length > 0 ? (
        <div role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900 text-sm">
          <p className="font-semibold">Saving will refuse the body until this is fixed:</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6" data-testid="live-preview">
        <p className="font-bold text-3xl text-slate-900 leading-tight">{title || 'Untitled post'}</p>
        {preview ? (
          <>
            <p className="mt-2 text-slate-600 text-sm">{preview.readingMinutes} min read</p>
            <div className="mt-6">{children}</div>
          </>
        ) : (
          <p className="mt-6 text-slate-600">Drawing the preview…</p>
        )}
      </div>
    </section>
  );
}
