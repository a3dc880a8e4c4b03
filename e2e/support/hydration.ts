import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page's header. The site's server starts the page's scripts
 * after its main image (site/server/deferred-scripts.ts), so a page's buttons answer some time after
 * its `load` event: a test that presses one must wait for this, as a visitor waits for it.
 * `selector`: an element hydrated apart from the header (a form's input: text typed into a
 * controlled input before React owns it is reset by React).
 */
export async function hydrated(page: Page, selector = 'header button, header a'): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** `url` on a 390 × 844 phone, once React has hydrated its header (the phone journeys start so). */
export async function openOnPhone(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await hydrated(page);
}
