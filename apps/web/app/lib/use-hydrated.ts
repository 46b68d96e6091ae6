import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until React has taken over. Member and admin forms post from
 * the browser (the CSRF header needs script), so their buttons wait for this rather than posting to the
 * page server.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
