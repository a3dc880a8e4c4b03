import { expect, type Page, type Route } from '@playwright/test';

/**
 * Holds every script of the page but the first-sound loader (Next's chunks and the SDK) until
 * `release()`, the way a slow link does.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void>; held: () => number }> {
  const waiting: Route[] = [];
  let open = false;
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/sdk/'),
    async (route) => {
      if (open) return route.continue();
      waiting.push(route);
    },
  );
  return {
    held: () => waiting.length,
    release: async () => {
      open = true;
      await Promise.all(waiting.splice(0).map((r) => r.continue()));
    },
  };
}

/** Whether React has hydrated the first element matching `selector`. */
export const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

/**
 * Presses the first control matching `selector` before any of the page's own scripts ran (they
 * are held by `holdScripts`): it is painted and answers; the press is taken (the control says it
 * is on its way). An episode waits for the player (nothing plays yet); a live button that carries
 * its stream's address sounds at once (`soundsAtPress`).
 */
export async function pressBeforeScripts(
  page: Page,
  selector: string,
  scripts: { held: () => number },
  soundsAtPress = false,
) {
  const control = page.locator(selector).first();
  await expect(control).toBeEnabled();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  expect(await isHydrated(page, selector)).toBe(false);
  expect(await page.evaluate(() => 'RadioSDK' in window)).toBe(false);
  await control.click();
  if (soundsAtPress) return control;
  await expect(control).toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate(() => (window as unknown as { __media: unknown[] }).__media.length)).toBe(0);
  return control;
}
