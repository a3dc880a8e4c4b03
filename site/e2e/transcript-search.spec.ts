// Finding what was said, as a listener: a word heard in an episode but written nowhere (not in its
// title, description or text) finds it on /recherche; the result quotes the sentence and the second
// it is said at; followed, then played, the audio starts at that moment.

import { expect, test } from '@playwright/test';
import type { Episode, SearchResults, Transcript } from '@radio/core';
import { API_URL, BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing, fileOf, playingMedia } from '../../e2e/support/sdk';

/** Said in the Belgian news (« … des infirmières et des brancardiers. »), written in no content. */
const SAID = 'brancardiers';
const SENTENCE =
  'Un accueil spécial leur est réservé, avec des bénévoles, des infirmières et des brancardiers.';

test.beforeEach(asNewListener);

test('a word only said in an episode finds it; the result quotes the sentence; followed and played, the audio starts at that second', async ({
  page,
}) => {
  await page.goto(`${BASE}/recherche`);
  await hydrated(page);
  await page.getByRole('searchbox', { name: /Rechercher une émission/ }).fill(SAID);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\/recherche\?q=brancardiers/);

  const first = page.locator('[data-search-group="episode"] [data-result-type="episode"]').first();
  await expect(first).toBeVisible();
  // The sentence said, on screen, and the second it is said at.
  const quote = first.locator('q');
  await expect(quote).toBeVisible();
  await expect(quote).toHaveText(SENTENCE);
  const moment = first.getByRole('link', { name: /^Écouter à partir de \d+:\d\d$/ });
  await expect(moment).toBeVisible();
  const href = (await moment.getAttribute('href')) ?? '';
  const url = new URL(href, BASE);
  const id = Number(url.searchParams.get('episode'));
  const second = Number(url.searchParams.get('t'));
  // The word is in what is said, not in what is written of the episode (API, as a page reads it).
  const episode = (await (
    await fetch(`${API_URL}/content/api/episode/${id}?_format=json`)
  ).json()) as Episode;
  expect(`${episode.title} ${episode.description}`.toLowerCase()).not.toContain('brancard');
  const transcript = (await (
    await fetch(`${API_URL}/content/api/episode/${id}/transcript?_format=json`)
  ).json()) as Transcript;
  const cue = transcript.cues.find((c) => c.text === SENTENCE);
  expect(second).toBe(Math.floor(cue?.start ?? -1));
  expect(second).toBeGreaterThan(15);
  await expect(moment).toHaveText(`${Math.floor(second / 60)}:${String(second % 60).padStart(2, '0')}`);
  // The title leads to the same moment.
  await expect(first.getByRole('heading', { name: episode.title }).getByRole('link')).toHaveAttribute(
    'href',
    href,
  );

  // The API says the same (what the page was made from).
  const api = (await (
    await fetch(`${API_URL}/content/search?q=${SAID}&type=episode&_format=json`)
  ).json()) as SearchResults;
  expect(api.rows[0]).toMatchObject({ id, at: second, excerpt: SENTENCE });

  await moment.click();
  await expect(page).toHaveURL(new RegExp(`[?&]episode=${id}&t=${second}$`), { timeout: 20_000 });
  const bar = page.locator('.player-bar-slot radio-player');
  await expect(bar.getByText(episode.title)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => engineState(page, 'position'), { timeout: 20_000 }).toBe(second);

  await bar.getByRole('button', { name: 'Lecture' }).click();
  // The first listen's pre-roll first (spec §4), then the episode from that second, advancing.
  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  const src = fileOf(episode.audio_file);
  await expect
    .poll(
      async () => {
        const m = await playingMedia(page);
        return m && src.test(m.src) && !m.paused ? m.time : -1;
      },
      { timeout: 40_000 },
    )
    .toBeGreaterThanOrEqual(second);
  expect((await playingMedia(page))?.time).toBeLessThan(second + 10);
  await expectAudioAdvancing(page, src);
});
