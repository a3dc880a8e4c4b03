import type { BrowserContext, Page } from '@playwright/test';
import { recordMedia } from './sdk';

/**
 * The start of every listening journey (`test.beforeEach(asNewListener)`): a listener the site has
 * never seen (no counter, no radio, no session cookie), whose page's sounds are recorded.
 */
export async function asNewListener({ context, page }: { context: BrowserContext; page: Page }) {
  await context.clearCookies();
  await recordMedia(page);
}
