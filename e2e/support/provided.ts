declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The one Chromium every file connects to (launched by the global setup). */
    browserWsEndpoint: string;
    /** A stopped server's DATA_DIR whose database is migrated and seeded, for files' own servers to copy. */
    dataTemplate: string;
    /** The same with one member more, an admin (email confirmed, no second factor yet). */
    staffTemplate: { dataDir: string; name: string; email: string; password: string };
  }
}

export {};
