import { expect, type Page, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { EXAMPLES, expectAudioAdvancing, recordMedia } from '../../e2e/support/sdk';

const out = (n: string) => `/tmp/screens/${n}.png`;
const bar = (page: Page) => page.locator('.player-bar-slot radio-player');
for (const w of [1366, 390]) {
  test(`screens at ${w}`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.clearCookies();
    await recordMedia(page);
    await page.setViewportSize({ width: w, height: w > 500 ? 768 : 844 });
    await page.goto(`${BASE}/`);
    await hydrated(page);
    const hero = page.locator('.hero-live [data-play-live]');
    await expect(hero).toHaveAttribute('data-play-state', 'idle', { timeout: 20_000 });
    await page.screenshot({ path: out(`home-idle-${w}`), fullPage: true });
    // loading
    await page.route(/\/live\/RCFNational\.mp3/, async (r) => {
      await new Promise((x) => setTimeout(x, 4000));
      await r.continue().catch(() => {});
    });
    await hero.click();
    await expect(hero).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: out(`home-loading-${w}`) });
    await expect(hero).toHaveAttribute('data-play-state', 'playing', { timeout: 20_000 });
    await page.unroute(/\/live\/RCFNational\.mp3/);
    await page.waitForTimeout(500);
    await page.screenshot({ path: out(`home-playing-${w}`) });
    const expand = bar(page).getByRole('button', { name: 'Toutes les commandes du lecteur' });
    if (await expand.isVisible()) {
      await expand.click();
      await page.screenshot({ path: out(`live-expanded-${w}`) });
      await expand.click();
    }
    // error
    await fetch(`${API_URL}/live/_control/RCFNational/pause?ms=6000`, { method: 'POST' });
    await hero.click(); // pause
    await hero.click(); // play again, refused
    await expect(hero).toHaveAttribute('data-play-state', 'error', { timeout: 15_000 });
    await page.screenshot({ path: out(`home-error-${w}`) });
    await page.evaluate(() => (window as unknown as { RadioSDK: { pause(): void } }).RadioSDK.pause());
    // The direct-stream page, idle then playing.
    await page.goto(`${BASE}/direct/RCFNational`);
    const direct = page.locator('radio-direct');
    await expect(direct.getByRole('button', { name: /direct/ }).first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: out(`direct-idle-${w}`), fullPage: true });
    await direct
      .getByRole('button', { name: /direct/ })
      .first()
      .click();
    await expect(direct.getByRole('button', { name: 'Mettre le direct en pause' })).toBeVisible({
      timeout: 20_000,
    });
    // The stream paused for the error shot above comes back: the §4 retries make it play by itself.
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/, 30_000);
    await page.screenshot({ path: out(`direct-playing-${w}`), fullPage: true });
    await page.evaluate(() => (window as unknown as { RadioSDK: { pause(): void } }).RadioSDK.pause());
    // offline
    await page.goto(`${EXAMPLES}/play-buttons/`);
    const b = page.locator('button[data-play-live]');
    await expect(b).toHaveAttribute('data-play-state', 'idle');
    await page.screenshot({ path: out(`example-idle-${w}`) });
    await b.click();
    await expect(b).toHaveAttribute('data-play-state', 'playing', { timeout: 20_000 });
    await page.screenshot({ path: out(`example-playing-${w}`) });
  });
}
