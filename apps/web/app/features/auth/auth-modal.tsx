import type { AuthContext } from '@cardgenius/core/contract';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';

// Everything behind the dialog (forms, captcha, the API client) loads on first opening: the pages
// that offer it (saving a card, claiming an offer) do not pay for it until then.
const loadDialog = () => import('./auth-modal-dialog');
const AuthModalDialog = lazy(loadDialog);

/** Starts loading the dialog ahead of a likely opening (e.g. on hover or focus of a Save button). */
export function preloadAuthModal(): void {
  void loadDialog();
}

export interface AuthModalProps {
  open: boolean;
  /** Why it opened: the register call's origin (saveCard, offer, geniuscash, giftCard or site). */
  context?: AuthContext;
  initialMode?: 'login' | 'register';
  onClose: () => void;
  /** Called once the visitor is signed in; the page's data is revalidated after it. */
  onSignedIn?: () => void;
  /** Staff preview (the sandbox): the forms show even to a signed-in visitor. */
  preview?: boolean;
}

/**
 * The authentication widget in a modal dialog, from any page. Loaded lazily and rendered only in the
 * browser (never during server rendering).
 */
export function AuthModal(props: AuthModalProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!props.open || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalDialog {...props} />
    </Suspense>
  );
}

export interface OpenAuthModalOptions {
  context?: AuthContext;
  initialMode?: 'login' | 'register';
  onSignedIn?: () => void;
  preview?: boolean;
}

/**
 * The modal's state in one hook: render `modal` somewhere in the component and call `open()` from a
 * button. For example: `const auth = useAuthModal(); … <button onClick={() => auth.open({ context:
 * 'saveCard', onSignedIn: save })}>Save</button>{auth.modal}`.
 */
export function useAuthModal(): {
  open: (options?: OpenAuthModalOptions) => void;
  close: () => void;
  isOpen: boolean;
  modal: ReactNode;
} {
  const [options, setOptions] = useState<OpenAuthModalOptions | null>(null);
  const open = useCallback((next: OpenAuthModalOptions = {}) => setOptions(next), []);
  const close = useCallback(() => setOptions(null), []);
  const modal = (
    <AuthModal
      open={options !== null}
      context={options?.context ?? 'site'}
      initialMode={options?.initialMode ?? 'login'}
      onClose={close}
      preview={options?.preview ?? false}
      {...(options?.onSignedIn ? { onSignedIn: options.onSignedIn } : {})}
    />
  );
  return { open, close, isOpen: options !== null, modal };
}
