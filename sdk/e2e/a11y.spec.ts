import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { closeModal, EXAMPLES, longEpisodes, openPartnerEpisode, waitForStatus } from '../../e2e/support/sdk';

async function seriousViolations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe)', () => {
  test('the partner page with all elements: 0 serious or critical violations', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    await openPartnerEpisode(page, episode!.id);
    await expect(page.locator('radio-player').getByText(episode!.title)).toBeVisible();
    await expect(page.locator('radio-donation-popin').getByRole('link')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Playing, with the roll pop-in open.
    await page.locator('radio-player').getByRole('button', { name: 'Lecture' }).click();
    await expect(page.locator('radio-modals').getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await waitForStatus(page, 'playing', 40_000);
    await closeModal(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the live page at 320 px: 0 serious or critical violations, nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${EXAMPLES}/direct-page/`);
    await expect(
      page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('the player bar fits 320 px', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    await page.setViewportSize({ width: 320, height: 640 });
    await openPartnerEpisode(page, episode!.id);
    await expect(page.locator('radio-player').getByText(episode!.title)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = (await page.locator('radio-player').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(320);
  });
});
