declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The one Chromium every file connects to (launched by the global setup). */
    browserWsEndpoint: string;
  }
}

export {};
