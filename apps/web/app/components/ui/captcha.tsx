import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { loadAltcha } from './captcha-loader';

/** Where the widget fetches its proof-of-work challenge (the accounts contract's getCaptchaChallenge). */
const CHALLENGE_URL = apiUrl(API_PATHS.captchaChallenge);
const UNAVAILABLE = 'The captcha could not load. Check your connection and reload the page.';
const UNSOLVED = 'The captcha could not be completed. Please try again.';

export interface CaptchaHandle {
  /** The solved payload (solving first if needed), or null with the reason shown under the widget. */
  payload(): Promise<string | null>;
  /** A new challenge: each solution is accepted once, so after any refused submission. */
  reload(): void;
}

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

/**
 * ALTCHA's proof-of-work captcha (no tracking, no third party). Rendered only in the browser, after
 * its script has loaded; the server renders a placeholder of the same size. Solving starts as soon as
 * the visitor focuses a field of the form, so it is usually done by the time they submit.
 */
export function Captcha({ ref, error, id }: { ref: Ref<CaptchaHandle>; error?: string | undefined; id: string }) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const payloadRef = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    loadAltcha().then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    // The widget announces its payload with its events (which it sends a moment after the change).
    const onVerified = (event: Event) => {
      payloadRef.current = (event as CustomEvent<{ payload: string }>).detail.payload;
      setProblem(null);
    };
    widget.addEventListener('verified', onVerified);
    // 'onfocus' waits for the form's next focus: a visitor already typing when the widget arrived
    // (slow connection, quick typist) should not have to leave the field and come back.
    if (widget.closest('form')?.contains(document.activeElement)) {
      void mountedWidget(widgetRef).then((mounted) => {
        if (mounted?.getState() === 'unverified') void mounted.verify();
      });
    }
    return () => widget.removeEventListener('verified', onVerified);
  }, [status]);

  useImperativeHandle(
    ref,
    () => ({
      async payload() {
        const widget = await mountedWidget(widgetRef);
        if (!widget) {
          setProblem(UNAVAILABLE);
          return null;
        }
        // The widget's own state, read now: its events arrive a moment later.
        const state = widget.getState() as WidgetState;
        let payload: string | null = null;
        if (state === 'verified') payload = payloadRef.current ?? (await settled(widget));
        else if (state === 'verifying') payload = await settled(widget);
        else payload = (await widget.verify())?.payload ?? null;
        if (!payload) setProblem(UNSOLVED);
        return payload;
      },
      reload() {
        const widget = widgetRef.current;
        payloadRef.current = null;
        if (!widget || status !== 'ready') return;
        widget.reset();
        // A fresh challenge straight away, so the next attempt does not wait for it.
        void widget.verify();
      },
    }),
    [status],
  );

  const message = error ?? problem ?? (status === 'failed' ? UNAVAILABLE : null);
  const messageId = `${id}-error`;
  return (
    <div id={id}>
      <div className="min-h-12">
        {status === 'ready' ? (
          <altcha-widget
            ref={widgetRef}
            challenge={CHALLENGE_URL}
            name="captchaCode"
            auto="onfocus"
            language="en"
            configuration={WIDGET_CONFIGURATION}
            aria-describedby={message ? messageId : undefined}
          />
        ) : (
          <div
            aria-hidden="true"
            className="h-12 w-full max-w-80 rounded-md border border-slate-300 bg-white motion-safe:animate-pulse"
          />
        )}
      </div>
      {message ? (
        <p id={messageId} className="mt-1 font-medium text-red-700 text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}

const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

/**
 * The widget once its script has loaded and it is on the page (a quick visitor can submit before),
 * or null when it cannot load.
 */
async function mountedWidget(widgetRef: RefObject<AltchaWidgetElement | null>): Promise<AltchaWidgetElement | null> {
  try {
    await loadAltcha();
  } catch {
    return null;
  }
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const widget = widgetRef.current;
    try {
      if (widget?.getState()) return widget;
    } catch {
      // Not mounted yet: its methods answer once it is.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/**
 * The payload of the verification under way (or just finished), or null once the widget settles on
 * anything else. A run replaced by a newer one reports an error first; the newer one is awaited.
 */
function settled(widget: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (value: string | null) => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onState);
      resolve(value);
    };
    const onVerified = (event: Event) => done((event as CustomEvent<{ payload: string }>).detail.payload);
    const onState = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: WidgetState }>).detail;
      if (state === 'verifying' || state === 'verified') return;
      if (widget.getState() !== 'verifying') done(null);
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onState);
  });
}
