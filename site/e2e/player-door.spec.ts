// The player's door and what a listener sets, on the site in Chromium against the real stack: taps
// while the live connects (one stream, never two, never a lost tap), the loading state on the
// button and in the bar, the volume and the episode found again after a reload, the live bar on a
// 390 px phone, and the « Changer de radio » dialog readable inside the hero.
import { expect, type Page, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { homeHero } from '../../e2e/support/home';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing, fileOf, playingMedia } from '../../e2e/support/sdk';
import { showWithEpisode } from '../../e2e/support/shows';

const RADIO = 'RCFNational';
const STREAM = new RegExp(`/live/${RADIO}\\.mp3`);

test.beforeEach(asNewListener);
// The desktop the screenshots are taken at (the phone's own test sets 390 px).
test.use({ viewport: { width: 1366, height: 768 } });

const bar = (page: Page) => page.locator('.player-bar-slot radio-player');

/** How many media elements of the page play right now (howler's pooled ones included). */
const audible = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __media: HTMLMediaElement[] }).__media.filter(
        (m) => !m.paused && /^https?:/.test(m.currentSrc || m.src),
      ).length,
  );

test('taps while the live connects: « Chargement… » on the button and a busy play button in the bar; a second tap stops it, a third plays it: one stream, never two', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A slow link to the stream: each connection answers 3 s late.
  await page.route(STREAM, async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => {});
  });
  const hero = await homeHero(page, RADIO);

  await hero.click();
  await expect(hero).toHaveText('Chargement…');
  await expect(hero).toHaveAttribute('aria-busy', 'true');
  const barButton = bar(page).getByRole('button', { name: 'Mettre le direct en pause' });
  await expect(barButton).toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: test.info().outputPath('live-connecting-1366.png') });

  // The listener changes their mind while it connects: it stops, and stays stopped.
  await hero.click();
  await expect(hero).toHaveAttribute('aria-pressed', 'false');
  await expect(hero).toHaveText('Écouter le direct');
  await page.waitForTimeout(4000);
  expect(await audible(page)).toBe(0);
  expect(await engineState(page, 'status')).toBe('paused');

  // Pressed again: it plays, once.
  await hero.click();
  await expectAudioAdvancing(page, STREAM, 30_000);
  await expect(hero).toHaveAttribute('aria-pressed', 'true');
  expect(await audible(page)).toBe(1);
});

test('the volume and the episode are found again after a reload: the bar shows that episode at its second, at that volume, and plays on from there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  type Row = { id: number; alias: string; title: string; duration: number; audio_file: string };
  const { show, episode } = await showWithEpisode<Row>(
    (eps) => eps.find((e) => e.duration >= 120),
    'aucun épisode de plus de 2 minutes',
    10,
  );
  await page.goto(`${BASE}${show.alias}`);
  await hydrated(page);
  await page.locator(`.episode-list [data-play-episode="${episode.id}"]`).click();
  await expect
    .poll(() => engineState<string>(page, 'sound.id'), { timeout: 20_000 })
    .toBe(String(episode.id));
  // Past its pre-roll, if any: the episode itself plays; 40 s into it.
  await expectAudioAdvancing(page, fileOf(episode.audio_file), 45_000);
  const player = bar(page);
  await player.getByRole('slider', { name: 'Position de lecture' }).press('PageUp'); // + 60 s
  await player.getByRole('slider', { name: 'Volume' }).fill('20');
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => engineState<number>(page, 'position')).toBeGreaterThanOrEqual(60);

  await page.reload();
  await hydrated(page);
  // Not the head of « À suivre » at -0:00: that episode, at its second, at that volume.
  await expect(player.getByText(episode.title)).toBeVisible({ timeout: 20_000 });
  await expect(player.getByRole('slider', { name: 'Position de lecture' })).toHaveValue(/^6\d$/);
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveValue('20');
  await page.screenshot({ path: test.info().outputPath('after-reload-1366.png') });
  await player.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioAdvancing(page, fileOf(episode.audio_file), 30_000);
  const m = await playingMedia(page);
  expect(m?.time ?? 0).toBeGreaterThanOrEqual(60);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __media: HTMLMediaElement[] }).__media.find(
          (e) => !e.paused && /^https?:/.test(e.currentSrc || e.src),
        )?.volume,
    ),
  ).toBeCloseTo(0.2, 2);
});

test("the live bar on a 390 px phone: the radio's whole name on one row, and its volume one tap away", async ({
  page,
}) => {
  // The radio with the longest name of the network.
  const code = 'RCFNordDeFrance';
  const name = (
    (await (await fetch(`${API_URL}/content/radio/${code}?_format=json`)).json()) as { name: string }
  ).name;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/`);
  await hydrated(page);
  await page.evaluate(
    (radioCode) =>
      (window as unknown as { RadioSDK: { play(r: { radioCode: string }): Promise<boolean> } }).RadioSDK.play(
        {
          radioCode,
        },
      ),
    code,
  );
  const live = bar(page).getByRole('region', { name: 'Lecteur du direct' });
  await expect(live).toBeVisible({ timeout: 20_000 });
  const line = live.locator('p.show').first();
  await expect(line).toContainText(`Le direct · ${name}`);
  // Not cut to « Le … »: the whole line shows in its box; the bar stays one row of at most 88 px.
  expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect((await bar(page).boundingBox())?.height ?? 0).toBeLessThanOrEqual(88);
  await page.screenshot({ path: test.info().outputPath('live-bar-390-collapsed.png') });
  // The volume one tap away.
  await live.getByRole('button', { name: 'Toutes les commandes du lecteur' }).click();
  const volume = live.getByRole('slider', { name: 'Volume' });
  await expect(volume).toBeVisible();
  expect((await volume.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await volume.fill('30');
  await expect.poll(() => engineState<number>(page, 'volume')).toBeCloseTo(0.3, 2);
  await page.screenshot({ path: test.info().outputPath('live-bar-390.png') });
});

test("the hero's « Changer de radio » dialog: its title is dark on white (contrast ≥ 4.5:1)", async ({
  page,
}) => {
  await page.goto(`${BASE}/`);
  await hydrated(page);
  await page.locator('.hero-live').getByRole('button', { name: 'Changer de radio' }).click();
  const title = page.getByRole('dialog').getByRole('heading', { name: 'Choisissez votre radio' });
  await expect(title).toBeVisible();
  const ratio = await title.evaluate((el) => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
    };
    // The first ancestor with a background of its own is what the title is drawn on.
    let bg = 'rgb(255, 255, 255)';
    for (let n: Element | null = el; n; n = n.parentElement) {
      const c = getComputedStyle(n).backgroundColor;
      if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
        bg = c;
        break;
      }
    }
    const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(rgb(bg))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: test.info().outputPath('radio-dialog-1366.png') });
});

test('with the keyboard alone: Enter on « Écouter le direct » plays the live, Space pauses it, and the focus stays on the button', async ({
  page,
}) => {
  const hero = await homeHero(page, RADIO);
  await hero.focus();
  await page.keyboard.press('Enter');
  await expectAudioAdvancing(page, STREAM, 30_000);
  await expect(hero).toHaveAttribute('aria-pressed', 'true');
  await expect(hero).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  await expect(hero).toHaveAttribute('aria-pressed', 'false');
  await expect(hero).toBeFocused();
});
