// The home page as a listener meets it.
import { expect, type Locator, type Page } from '@playwright/test';
import { BASE } from './account';
import { hydrated } from './hydration';

/** The home page, hydrated, and its hero's « Écouter le direct » of `radio`, once the SDK's door owns it. */
export async function homeHero(page: Page, radio = 'RCFNational'): Promise<Locator> {
  await page.goto(`${BASE}/`);
  await hydrated(page);
  const hero = page.locator(`.hero-live [data-play-live="${radio}"]`);
  await expect(hero).toHaveAttribute('data-play-state', 'idle', { timeout: 20_000 });
  return hero;
}
