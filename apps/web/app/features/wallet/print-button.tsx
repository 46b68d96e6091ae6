import { COMPACT_SECONDARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';

/** Opens the browser's print dialog; it waits for the page's script, and is not printed itself. */
export function PrintButton({ children = 'Print' }: { children?: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => window.print()}
      className={`${COMPACT_SECONDARY_BUTTON_CLASS} print:hidden`}
    >
      {children}
    </button>
  );
}
