// Reading along in the player, as a listener: the bar's « Transcription » follows the sound (the
// sentence heard is the one marked), a sentence pressed (click or Enter) moves the audio there;
// « Chapitres » seeks and the chapters are marked on the progress bar. On a computer and on a phone.

import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Cue } from '@radio/core';
import { BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import {
  expectAudioAdvancing,
  fileOf,
  openPartnerEpisode,
  playingMedia,
  playPastRoll,
} from '../../e2e/support/sdk';
import { episodeWithText, type Found } from '../../e2e/support/transcript';

test.beforeEach(asNewListener);

/** The cue being spoken at `time` (the last one started). */
const cueAt = (cues: Cue[], time: number) => cues.filter((c) => c.start <= time).at(-1);

/**
 * At `width` × `height`, an episode with a transcript and chapters, its page open and the episode
 * playing in the site's bar past the pre-roll: the episode and the bar.
 */
async function playingAt(page: Page, width: number, height: number): Promise<{ found: Found; bar: Locator }> {
  await page.setViewportSize({ width, height });
  const found = await episodeWithText();
  await page.goto(`${BASE}${found.alias}?episode=${found.episode.id}`);
  await hydrated(page);
  const bar = page.locator('.player-bar-slot radio-player');
  await expect(bar.getByText(found.episode.title)).toBeVisible({ timeout: 20_000 });
  await playPastRoll(page, bar);
  await expectAudioAdvancing(page, fileOf(found.episode.audio_file));
  return { found, bar };
}

/** The media's second, once the audio plays at about `at` (a seek has landed). */
async function expectAudioNear(page: Page, at: number) {
  await expect
    .poll(
      async () => {
        const m = await playingMedia(page);
        return m && !m.paused && m.time >= at - 0.25 && m.time < at + 4 ? 'there' : `at ${m?.time}`;
      },
      { timeout: 15_000 },
    )
    .toBe('there');
}

/** The sentence marked in the panel is the one the audio is saying. */
async function expectMarkedIsHeard(page: Page, panel: Locator, cues: Cue[]) {
  await expect
    .poll(
      async () => {
        const marked = (await panel.locator('[aria-current="true"]').textContent()) ?? '';
        const heard = cueAt(cues, (await playingMedia(page))?.time ?? -1);
        return heard && marked.endsWith(heard.text) ? 'same' : `${marked} ≠ ${heard?.text}`;
      },
      { timeout: 10_000 },
    )
    .toBe('same');
}

async function followAndSeek(page: Page, bar: Locator, found: Found, shot: string) {
  const { cues } = found.transcript;
  await bar.getByRole('button', { name: 'Transcription' }).click();
  const panel = bar.getByRole('region', { name: 'Transcription' });
  await expect(panel).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Transcription' })).toHaveAttribute('aria-expanded', 'true');
  await expectMarkedIsHeard(page, panel, cues);
  // It follows the sound: a few seconds on, a later sentence is marked, still the one heard.
  const first = (await panel.locator('[aria-current="true"]').textContent()) ?? '';
  await expect
    .poll(() => panel.locator('[aria-current="true"]').textContent(), { timeout: 20_000 })
    .not.toBe(first);
  await expectMarkedIsHeard(page, panel, cues);
  await expect(panel.locator('[aria-current="true"]')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath(`${shot}-transcript.png`) });

  // A click on a later sentence: the audio goes there, and that sentence is the one marked.
  const heard = cues.indexOf(cueAt(cues, (await playingMedia(page))?.time ?? 0) ?? (cues[0] as Cue));
  const later = cues[Math.min(cues.length - 2, heard + 6)] as Cue;
  const sentence = panel.getByRole('button').filter({ hasText: later.text });
  await sentence.click();
  await expectAudioNear(page, later.start);
  await expect(sentence).toHaveAttribute('aria-current', 'true');
  // The keyboard alone: Enter on an earlier sentence.
  const earlier = cues[1] as Cue;
  const back = panel.getByRole('button').filter({ hasText: earlier.text });
  await back.focus();
  await page.keyboard.press('Enter');
  await expectAudioNear(page, earlier.start);
  await expect(back).toHaveAttribute('aria-current', 'true');
}

async function chaptersSeek(page: Page, bar: Locator, found: Found, shot: string) {
  const { chapters } = found.chapters;
  await bar.getByRole('button', { name: 'Chapitres' }).click();
  const list = bar.getByRole('region', { name: 'Chapitres' });
  await expect(list).toBeVisible();
  // One « Transcription » or « Chapitres » open at a time.
  await expect(bar.getByRole('region', { name: 'Transcription' })).toHaveCount(0);
  // The chapters' starts marked on the progress bar (the first, at 0, is the bar's start).
  await expect(bar.locator('.marks i')).toHaveCount(chapters.filter((c) => c.startTime > 0).length);
  const third = chapters[2] ?? chapters[1];
  if (!third) throw new Error('moins de deux chapitres');
  await list.getByRole('button').filter({ hasText: third.title }).click();
  await expectAudioNear(page, third.startTime);
  await expect(list.getByRole('button').filter({ hasText: third.title })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.screenshot({ path: test.info().outputPath(`${shot}-chapters.png`) });
}

test('at 1366 px: « Transcription » follows the sound, a sentence pressed moves the audio there; « Chapitres » seeks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { found, bar } = await playingAt(page, 1366, 900);
  await followAndSeek(page, bar, found, '1366');
  await chaptersSeek(page, bar, found, '1366');
});

test('at 390 px: the same, from the phone bar opened on all its controls', async ({ page }) => {
  test.setTimeout(120_000);
  const { found, bar } = await playingAt(page, 390, 844);
  await bar.getByRole('button', { name: 'Toutes les commandes du lecteur' }).click();
  await followAndSeek(page, bar, found, '390');
  await chaptersSeek(page, bar, found, '390');
});

test('on a partner page, <radio-player episode>: the same transcript follows the sound and seeks, the chapters seek', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const found = await episodeWithText();
  const player = await openPartnerEpisode(page, found.episode.id);
  await expect(player.getByText(found.episode.title)).toBeVisible({ timeout: 20_000 });
  await playPastRoll(page, player);
  await expectAudioAdvancing(page, fileOf(found.episode.audio_file));
  await followAndSeek(page, player, found, 'partner');
  await chaptersSeek(page, player, found, 'partner');
});
