import type { BrowserContext, Page } from 'playwright-core';

/**
 * Waiting for hydration with one of Playwright's locators would add Playwright's own script (about 300 KB)
 * to the page, and its evaluation to what is measured: instead the page says so on the console.
 */
const HYDRATED = 'bench:hydrated';
const SAY_WHEN_HYDRATED = `new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.hydrated) { observer.disconnect(); console.info('${HYDRATED}'); }
}).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });`;

/** Every page of the context says on the console when it is hydrated. */
export async function reportHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: SAY_WHEN_HYDRATED });
}

/** Resolves when the page says it is hydrated: call it before the navigation it waits for. */
export async function hydration(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForEvent('console', { predicate: (message) => message.text() === HYDRATED, timeout });
}
