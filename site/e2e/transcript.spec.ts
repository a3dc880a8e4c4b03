// Reading what one hears, as a listener: an episode's page holds its chapters and transcript in the
// server's HTML (read without JavaScript, by a deaf listener as by a search engine), folded behind
// « Lire la transcription »; a paragraph's moment link, followed, then play: the audio starts there.

import { expect, type Page, test } from '@playwright/test';
import type { Chapters } from '@radio/core';
import { parseFeed } from 'podcast-partytime';
import { BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, fileOf, playingMedia } from '../../e2e/support/sdk';
import { episodeWithText } from '../../e2e/support/transcript';

const section = (page: Page) => page.getByRole('region', { name: 'Texte de l’épisode' });

test.beforeEach(asNewListener);

test('without JavaScript, the episode page shows its chapters and, behind « Lire la transcription », its text with moments', async ({
  browser,
}) => {
  const { alias, episode, transcript, chapters } = await episodeWithText();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const url = `${BASE}${alias}?episode=${episode.id}`;
    await page.goto(url);
    const text = section(page);
    await expect(text).toBeVisible();
    // The chapters, each a link to its moment.
    const nav = text.getByRole('navigation', { name: 'Chapitres' });
    for (const c of chapters.chapters)
      await expect(nav.getByRole('link', { name: new RegExp(c.title) })).toHaveAttribute(
        'href',
        `${alias}?episode=${episode.id}&t=${Math.floor(c.startTime)}`,
      );
    // Folded: the words are not on screen until the listener opens it…
    const first = transcript.cues[0]?.text ?? '';
    const summary = text.getByText('Lire la transcription');
    await expect(summary).toBeVisible();
    await expect(text.getByText(first)).toBeHidden();
    // …and opening it is the browser's own (no script on this page).
    await summary.click();
    await expect(text.getByText(first)).toBeVisible();
    const last = transcript.cues.at(-1)?.text ?? '';
    await expect(text.getByText(last)).toBeVisible();
    const moments = text.getByRole('link', { name: /^Écouter à partir de / });
    expect(await moments.count()).toBeGreaterThan(3);
    await expect(moments.first()).toHaveAttribute('href', `${alias}?episode=${episode.id}&t=0`);
    // The server's HTML itself holds every sentence (what a search engine reads).
    const html = await (await fetch(url)).text();
    for (const c of transcript.cues) expect(html).toContain(c.text.replace(/'/g, '&#x27;'));
  } finally {
    await context.close();
  }
});

test('following a paragraph’s moment then pressing play: the audio starts at that second', async ({
  page,
}) => {
  const { alias, episode, transcript } = await episodeWithText();
  await page.goto(`${BASE}${alias}?episode=${episode.id}`);
  await hydrated(page);
  const text = section(page);
  await text.getByText('Lire la transcription').click();
  // A paragraph well into the episode.
  const links = text.getByRole('link', { name: /^Écouter à partir de / });
  const target = links.nth(3);
  const href = (await target.getAttribute('href')) ?? '';
  const second = Number(new URL(href, BASE).searchParams.get('t'));
  expect(second).toBeGreaterThan(15);
  expect(second).toBe(Math.floor(transcript.cues.find((c) => c.start >= second)?.start ?? -1));
  await target.click();
  await expect(page).toHaveURL(new RegExp(`[?&]t=${second}$`));
  // The page stays where the listener reads.
  await expect(target).toBeInViewport();
  const bar = page.locator('.player-bar-slot radio-player');
  await expect(bar.getByText(episode.title)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => engineState(page, 'position'), { timeout: 20_000 }).toBe(second);
  // What the bar shows (its slider's spoken value, « 1 minute 5 secondes sur … »).
  const [min, sec] = [Math.floor(second / 60), second % 60];
  const spoken = min ? `${min} minutes? ${sec ? `${sec} secondes? ` : ''}sur` : `${sec} secondes? sur`;
  await expect(bar.getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${spoken}`),
  );
  expect(await playingMedia(page)).toBeNull();

  await bar.getByRole('button', { name: 'Lecture' }).click();
  // The first listen's pre-roll first (spec §4), then the episode from that second.
  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  await expect
    .poll(
      async () => {
        const m = await playingMedia(page);
        return m && fileOf(episode.audio_file).test(m.src) && !m.paused ? m.time : -1;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(second);
  const m = await playingMedia(page);
  expect(m?.time).toBeLessThan(second + 10);
});

test('the show’s RSS, read by a podcast app’s parser, gives the episode’s WebVTT transcript in French and its chapters', async ({
  request,
}) => {
  const { showId, episode, transcript, chapters } = await episodeWithText();
  const feed = parseFeed(await (await request.get(`${BASE}/feed/show/${showId}`)).text());
  const item = feed?.items.find((i) => i.guid === `episode-${episode.id}`);
  expect(item, 'the episode is in its show’s feed').toBeTruthy();
  const [vtt] = item?.podcastTranscripts ?? [];
  expect(vtt).toMatchObject({ type: 'text/vtt', language: 'fr' });
  // What an app fetches: the WebVTT of the same cues, and the same chapters.
  const served = await request.get(vtt?.url ?? '');
  expect(served.headers()['content-type']).toMatch(/^text\/vtt/);
  const body = await served.text();
  expect(body.startsWith('WEBVTT')).toBe(true);
  for (const c of transcript.cues) expect(body).toContain(c.text);
  expect(item?.podcastChapters?.type).toBe('application/json+chapters');
  const read = (await (await request.get(item?.podcastChapters?.url ?? '')).json()) as Chapters;
  expect(read.chapters.map((c) => c.title)).toEqual(chapters.chapters.map((c) => c.title));
});
