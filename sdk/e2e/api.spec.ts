import { expect, test } from '@playwright/test';
import {
  API_ORIGIN,
  EXAMPLES,
  engineState,
  longEpisodes,
  openPartnerEpisode,
  waitForStatus,
} from '../../e2e/support/sdk';

// The page's window as these tests use it (RadioSDK's own type comes from src/index.ts).
declare global {
  interface Window {
    __events?: string[];
    __first?: unknown;
    __ready?: Array<{ same: boolean }>;
  }
}

test.describe('window.RadioSDK', () => {
  test('one readiness signal: radio-sdk:ready fires once, after window.RadioSDK is set; the elements follow from their own module', async ({
    page,
  }) => {
    // A page script that runs before the SDK waits for the event instead of polling.
    await page.addInitScript(() => {
      window.__ready = [];
      window.addEventListener('radio-sdk:ready', (e) =>
        window.__ready!.push({ same: e.detail === window.RadioSDK }),
      );
    });
    await page.goto(`${EXAMPLES}/partner-html/`);
    await expect.poll(() => page.evaluate(() => window.__ready)).toEqual([{ same: true }]);
    // The part that plays signals at once; the elements (radio-sdk-elements.mjs) are defined after.
    await page.evaluate(() => customElements.whenDefined('radio-player'));
    expect(await page.evaluate(() => window.__ready)).toHaveLength(1);
  });

  test('configured from its script tag; play/pause and on() drive the one engine', async ({
    page,
    request,
  }) => {
    const [episode] = await longEpisodes(request);
    await openPartnerEpisode(page, episode!.id);
    await page.waitForFunction(() => !!window.RadioSDK);
    await page.evaluate(() => {
      window.__events = [];
      window.RadioSDK!.on('play', () => window.__events!.push('play'));
      window.RadioSDK!.on('radio-pause', () => window.__events!.push('pause'));
    });
    // Live via the API object: the element showing that radio follows.
    expect(await page.evaluate(() => window.RadioSDK!.play({ radioCode: 'RCFNational' }))).toBe(true);
    await waitForStatus(page, 'live');
    await expect(
      page.locator('radio-direct').getByRole('button', { name: 'Mettre le direct en pause' }),
    ).toBeVisible();
    await page.evaluate(() => window.RadioSDK!.pause());
    await expect.poll(() => page.evaluate(() => window.__events)).toEqual(['play', 'pause']);
  });

  test('setUser: a signed-in listener has no counter (spec §1 "no listening limit")', async ({ page }) => {
    await page.goto(`${EXAMPLES}/partner-html/`);
    await expect(page.locator('radio-listener-counter')).toContainText('écoutes gratuites restantes');
    await page.evaluate(() =>
      window.RadioSDK!.setUser({ id: 'sub-demo', accessToken: 'jeton', email: 'a@b.fr' }),
    );
    await expect(page.locator('radio-listener-counter')).toHaveText('');
    expect(await engineState(page, 'user.id')).toBe('sub-demo');
    await page.evaluate(() => window.RadioSDK!.setUser(null));
    await expect(page.locator('radio-listener-counter')).toContainText('écoutes gratuites restantes');
  });

  test('§2 one modal queue shared with the page: a new modal waits, closing one shows the next', async ({
    page,
  }) => {
    await page.goto(`${EXAMPLES}/partner-html/`);
    await page.waitForFunction(() => !!window.RadioSDK);
    await page.evaluate(() => {
      window.RadioSDK!.modals.open({ id: 'bookmark', kind: 'bookmark' });
      window.RadioSDK!.modals.open({
        id: 'info-1',
        kind: 'info',
        data: { title: 'Information', text: 'Bonjour' },
      });
    });
    // The site's own modal is visible (the site renders it); the SDK's waits.
    expect(await page.evaluate(() => window.RadioSDK!.modals.state.visible?.id)).toBe('bookmark');
    await expect(page.locator('radio-modals').getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => window.RadioSDK!.modals.close('bookmark'));
    const dialog = page.locator('radio-modals').getByRole('dialog', { name: 'Information' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.RadioSDK!.modals.state.visible)).toBeNull();
  });

  test('a second copy of the script defers to the first (one engine, elements defined once)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${EXAMPLES}/partner-html/`);
    await page.waitForFunction(() => !!window.RadioSDK);
    await page.evaluate(() => {
      window.__first = window.RadioSDK;
    });
    await page.addScriptTag({ url: `${API_ORIGIN}/sdk/radio-sdk.js` });
    expect(await page.evaluate(() => window.RadioSDK === window.__first)).toBe(true);
    expect(errors).toEqual([]);
  });
});
