declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The one Chromium every file connects to (launched by the global setup). */
    browserWsEndpoint: string;
    /** A stopped server's DATA_DIR whose database is migrated and seeded, for files' own servers to copy. */
    dataTemplate: string;
  }
}

export {};
