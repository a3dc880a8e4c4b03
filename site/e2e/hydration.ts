import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page's header. The site's server starts the page's scripts
 * after its main image (site/lib/deferred-scripts.ts), so a page's buttons answer some time after
 * its `load` event: a test that presses one must wait for this, as a visitor waits for it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const el = document.querySelector('header button, header a');
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    null,
    { timeout: 15_000 },
  );
}
