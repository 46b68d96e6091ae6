import { createContext, type ReactNode, useContext } from 'react';

// The CSP nonce exists only while rendering on the server; browsers hide it from scripts afterwards.
const NonceContext = createContext('');

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
