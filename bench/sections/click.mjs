// Click to playing: from the press to the first 'playing' event, episode and live, in Chromium.
import { median } from '../../scripts/load.mjs';
import { launchForPlayback } from './chromium.mjs';
import { fmt, progress, QUICK, range, row } from './common.mjs';

// --- 7. click to playing -----------------------------------------------------------------------------------------
const PLAYING_PROBE = `
  window.__playingAt = 0;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...a) {
    this.addEventListener('playing', () => { if (!window.__playingAt) window.__playingAt = performance.now(); }, { once: true });
    return play.apply(this, a);
  };
`;

export async function benchClick(ctx) {
  const browser = await launchForPlayback();
  const n = QUICK ? 3 : 10;
  try {
    const kinds = [
      ['episode', ctx.pages.show, (page) => page.locator('[data-play-episode]').first(), 300],
      [
        'live',
        '/direct/RCFNational',
        (page) => page.locator('radio-direct').getByRole('button').first(),
        500,
      ],
    ];
    for (const [kind, path, button, budget] of kinds) {
      if (!path) continue;
      const times = [];
      for (let i = 0; i < n; i++) {
        progress(`clic → lecture (${kind}) ${i + 1}/${n}`);
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(PLAYING_PROBE);
        await page.goto(`${ctx.stack.site}${path}`, { waitUntil: 'networkidle' });
        const b = button(page);
        await b.waitFor({ state: 'visible', timeout: 20_000 });
        await page.waitForFunction(() => 'RadioSDK' in window, null, { timeout: 20_000 });
        const clickedAt = await page.evaluate(() => performance.now());
        await b.click();
        await page.waitForFunction(() => window.__playingAt > 0, null, { timeout: 20_000 });
        const at = await page.evaluate(() => window.__playingAt);
        times.push(at - clickedAt);
        await context.close();
      }
      const m = median(times);
      row(
        'Click to playing',
        `${kind} (${path}), median of ${n}`,
        `${fmt(m)} ms${range(times)}`,
        `≤ ${budget} ms`,
        m <= budget,
        'Playwright + Chromium; a pre-roll counts as playing',
      );
    }
  } finally {
    await browser.close();
  }
}
