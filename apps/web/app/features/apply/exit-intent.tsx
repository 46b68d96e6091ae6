import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// Every page has this component, so it only loads the rest: the triggers once the page has hydrated,
// the pop-up once a trigger fires.
const ExitIntentDialog = lazy(() =>
  import('./exit-intent-dialog').then((module) => ({ default: module.ExitIntentDialog })),
);

/**
 * The exit-intent pop-up's mount, at the bottom of every page with the shell (shell-and-browsing §4);
 * the element it renders is the page bottom the mobile trigger watches.
 */
export function ExitIntent({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const bottom = useRef<HTMLDivElement>(null);
  const lastPath = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const newPageView = lastPath.current !== pathname;
    lastPath.current = pathname;
    let disarm: (() => void) | undefined;
    let left = false;
    import('./exit-intent-triggers')
      .then((module) => {
        if (!left)
          disarm = module.armExitIntentOnPage({
            bottom: bottom.current,
            signedIn,
            newPageView,
            onOpen: () => setOpen(true),
          });
      })
      // Without the triggers the visitor simply never sees the pop-up.
      .catch(() => undefined);
    return () => {
      left = true;
      disarm?.();
    };
  }, [pathname, signedIn]);
  return (
    <>
      <div ref={bottom} aria-hidden="true" className="h-px" />
      {open ? (
        <Suspense fallback={null}>
          <ExitIntentDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
