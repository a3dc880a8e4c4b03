// What several journeys check the same way: the player's state and the page's accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The one player's state, read through the SDK the page loaded. */
export function playerState(page: Page) {
  return page.evaluate(() => {
    const sdk = window.RadioSDK as unknown as
      | { player: { store: { getState(): { status: string; sound: { id: string } | null } } } }
      | undefined;
    if (!sdk) return null;
    const s = sdk.player.store.getState();
    return { status: s.status, id: s.sound ? String(s.sound.id) : null };
  });
}

/** Serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The first listen's roll may queue the donation pop-in (spec §4): closed like a listener would. */
export async function closeDonationPopIns(page: Page) {
  await page.addLocatorHandler(page.locator('radio-modals').getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  });
}

/** Presses an episode's play control and waits until the one player plays that episode; its id. */
export async function playEpisode(page: Page, play: Locator) {
  const episodeId = await play.getAttribute('data-play-episode');
  await play.click();
  await expect
    .poll(() => playerState(page), { timeout: 45_000 })
    .toEqual({ status: 'playing', id: episodeId });
  return episodeId;
}
