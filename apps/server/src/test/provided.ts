// Values the global setups hand to test files (vitest `provide`/`inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; templateName: string };
  }
}

export {};
