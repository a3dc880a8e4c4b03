// Listening as a listener lives it, on the site in Chromium against the real stack: one visible bar
// for the live too, the radio switch while it plays, shared moments that wait for the listener, the
// roll pop-in beside the page, the signed-in embed and an unknown radio's live page.
import { expect, type Page, test } from '@playwright/test';
import { API_URL, BASE, createUser, signIn } from '../../e2e/support/account';
import { hydrated, openOnPhone } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing, fileOf, playingMedia } from '../../e2e/support/sdk';
import { showWithEpisode } from '../../e2e/support/shows';

type NowPlaying = { title: string; artiste: string | null };
type Row = { id: number; alias: string; title: string; duration: number; audio_file: string };

async function nowPlaying(code: string): Promise<NowPlaying> {
  return (await (await fetch(`${API_URL}/content/api/dab/${code}?_format=json`)).json()) as NowPlaying;
}

async function radioName(code: string): Promise<string> {
  return ((await (await fetch(`${API_URL}/content/radio/${code}?_format=json`)).json()) as { name: string })
    .name;
}

/** What the API says radio `code`'s live plays now, with the radio's name; then the home page, hydrated. */
async function homeWithLiveOf(page: Page, code: string): Promise<NowPlaying & { name: string }> {
  const live = { ...(await nowPlaying(code)), name: await radioName(code) };
  await page.goto(`${BASE}/`);
  await hydrated(page);
  return live;
}

/** A show with a partner-free episode long enough to seek into, and that episode. */
const showWithLongEpisode = () =>
  showWithEpisode<Row & { partners?: unknown[] }>(
    (eps) => eps.find((e) => e.duration >= 90 && (e.partners?.length ?? 0) === 0),
    'aucune émission avec un épisode de plus de 90 s',
  );

/** Every journey starts as a new anonymous listener whose page records its media elements. */
test.beforeEach(asNewListener);

/** The `listeningCounter` cookie (spec §3) of an anonymous listener who has heard `count` episodes. */
function counterCookie(count: number) {
  const value = {
    ListenerNb: count,
    ListenerNbConnected: 0,
    oldUser: false,
    episodesDigas: [],
    endPlay: false,
  };
  return {
    name: 'listeningCounter',
    value: encodeURIComponent(JSON.stringify(value)),
    domain: new URL(BASE).hostname,
    path: '/',
  };
}

const bar = (page: Page) => page.locator('.player-bar-slot radio-player');
const liveBar = (page: Page) => bar(page).getByRole('region', { name: 'Lecteur du direct' });

/** The focused element, looking into shadow roots. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`
      : null;
  });
}

test.describe('the live in the player bar', () => {
  test('« Écouter le direct » shows a bar with the station, « Le direct », the now-playing, a live badge, pause and volume; one press toggles; it stays across pages', async ({
    page,
  }) => {
    const info = await homeWithLiveOf(page, 'RCFNational');
    const hero = page.locator('.hero-live').getByRole('button', { name: 'Écouter le direct' });
    await hero.click();

    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    const live = liveBar(page);
    await expect(live).toBeVisible();
    expect((await live.boundingBox())?.height ?? 0).toBeGreaterThan(48);
    await expect(live).toContainText('En direct');
    await expect(live).toContainText(`Le direct · ${info.name}`);
    await expect(live.getByText(info.title)).toBeVisible();
    if (info.artiste) await expect(live.getByText(info.artiste)).toBeVisible();
    await expect(hero).toHaveAttribute('aria-pressed', 'true');

    // Pause from the bar: the stream stops.
    await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
    await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
    await expect(hero).toHaveAttribute('aria-pressed', 'false');

    // One press on the page's button plays again, a second one pauses.
    await hero.click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    await hero.click();
    await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
    expect(await engineState(page, 'status')).toBe('paused');

    // The header's « Le direct » starts it again; the volume slider drives the element.
    await page.locator('header [data-play-live]').first().click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    await live.getByRole('slider', { name: 'Volume' }).fill('20');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const list = (window as unknown as { __media: HTMLMediaElement[] }).__media;
          return list.find((m) => !m.paused && /^https?:/.test(m.currentSrc))?.volume;
        }),
      )
      .toBeCloseTo(0.2, 2);

    // Another page: the same bar, still playing, still pausable.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Top podcasts' })
      .click();
    await expect(page).toHaveURL(/\/top-podcasts$/);
    await expect(liveBar(page)).toBeVisible();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    await liveBar(page).getByRole('button', { name: 'Mettre le direct en pause' }).click();
    await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  });

  test('on a 390 px phone the live bar is on screen and answers, at the bottom of the viewport', async ({
    page,
  }) => {
    await openOnPhone(page, `${BASE}/`);
    await page.locator('.hero-live').getByRole('button', { name: 'Écouter le direct' }).click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    const live = liveBar(page);
    await expect(live).toBeInViewport();
    const box = (await live.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeGreaterThan(844 - 4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('live-bar-390.png') });
    await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
    await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  });

  test('at 1366 px the live bar spans the bottom of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${BASE}/`);
    await hydrated(page);
    await page.locator('.hero-live').getByRole('button', { name: 'Écouter le direct' }).click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    await expect(liveBar(page)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('live-bar-1366.png') });
  });

  test('changing radio while the live plays switches the stream and its now-playing, without a reload', async ({
    page,
  }) => {
    const lyon = await homeWithLiveOf(page, 'RCFLyon');
    await page.evaluate(() => {
      (window as unknown as { __visit: number }).__visit = 1;
    });
    await page.locator('.hero-live').getByRole('button', { name: 'Écouter le direct' }).click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);

    await page.getByRole('button', { name: /Radio choisie/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choisissez votre radio' });
    await dialog.getByRole('button', { name: /Lyon/ }).click();
    await expect(dialog).toBeHidden();

    await expectAudioAdvancing(page, /\/live\/RCFLyon\.mp3/);
    const live = liveBar(page);
    await expect(live).toContainText(`Le direct · ${lyon.name}`);
    await expect(live.getByText(lyon.title)).toBeVisible();
    // Only the new station sounds.
    const audible = await page.evaluate(() =>
      (window as unknown as { __media: HTMLMediaElement[] }).__media
        .filter((m) => !m.paused && /^https?:/.test(m.currentSrc))
        .map((m) => m.currentSrc),
    );
    expect(audible).toHaveLength(1);
    expect(audible[0]).toMatch(/\/live\/RCFLyon\.mp3/);
    expect(await page.evaluate(() => (window as unknown as { __visit?: number }).__visit)).toBe(1);
  });
});

test.describe('shared moments', () => {
  test('?episode=ID&t=SS prepares the episode in the bar, plays nothing and opens nothing until play; then it starts at SS after the pre-roll', async ({
    page,
  }) => {
    const { show, episode } = await showWithLongEpisode();
    await page.goto(`${BASE}${show.alias}?episode=${episode.id}&t=31`);
    await hydrated(page);
    const player = bar(page);
    await expect(player.getByText(episode.title)).toBeVisible({ timeout: 20_000 });
    await expect(player.getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute(
      'aria-valuetext',
      /31 secondes sur/,
    );
    // Nothing plays and no prompt opens while the listener has done nothing.
    await page.waitForTimeout(2_000);
    expect(await playingMedia(page)).toBeNull();
    expect(await engineState(page, 'status')).toBe('paused');
    await expect(page.locator('radio-modals').getByRole('dialog')).toHaveCount(0);

    await player.getByRole('button', { name: 'Lecture' }).click();
    // The first listen's pre-roll first (spec §4 funnel row 0), then the episode from 31 s.
    await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
    await expectAudioAdvancing(page, fileOf(episode.audio_file));
    const m = (await playingMedia(page))!;
    expect(m.time).toBeGreaterThanOrEqual(31);
    expect(m.time).toBeLessThan(45);
  });
});

test.describe('pop-ins', () => {
  test('the roll pop-in of a first play is a card beside the page: focus stays on play, the page answers, « Fermer » closes it', async ({
    page,
  }) => {
    const { show, episode } = await showWithLongEpisode();
    await page.goto(`${BASE}${show.alias}?episode=${episode.id}`);
    await hydrated(page);
    const play = bar(page).getByRole('button', { name: 'Lecture' });
    await expect(bar(page).getByText(episode.title)).toBeVisible({ timeout: 20_000 });
    await play.click();
    const card = page.locator('radio-modals').getByRole('dialog', { name: 'Soutenez votre radio' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toHaveAttribute('aria-modal', 'false');
    expect(await deepFocus(page)).toMatch(/^button (Pause|Lecture)$/);
    // Nothing covers the page: its links and buttons take clicks.
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Top podcasts' })
      .click({ trial: true, timeout: 2_000 });
    await bar(page)
      .getByRole('button', { name: /Pause|Lecture/ })
      .click({ trial: true, timeout: 2_000 });
    // The card sits above the bar, not over it.
    const cardBox = (await card.boundingBox())!;
    const barBox = (await bar(page).boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(barBox.y + 1);
    await card.getByRole('button', { name: 'Fermer' }).click();
    await expect(card).toBeHidden();
  });
});

test.describe('continuous listening', () => {
  /** A show whose first page lists at least three episodes. */
  async function showWithEpisodes() {
    const found = await showWithEpisode<Row>(
      (eps) => (eps.length >= 3 ? eps[0] : undefined),
      'aucune émission avec trois épisodes',
    );
    return found.show;
  }
  const upNext = (page: Page) => bar(page).getByRole('region', { name: 'À suivre' });
  // The opened list's code is fetched on first opening (the SDK's queue editing): wait for it.
  const titles = async (page: Page) => {
    await expect(upNext(page).locator('li').first()).toBeVisible();
    return upNext(page).locator('li .up-next-title').allTextContents();
  };
  /** Opens such a show's page and presses « Écouter » on its first episode; the list's ids and titles. */
  async function playFirstOfShow(page: Page) {
    const show = await showWithEpisodes();
    await page.goto(`${BASE}${show.alias}`);
    await hydrated(page);
    const buttons = page.locator('.episode-list [data-play-episode]');
    const ids = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-play-episode') ?? ''));
    const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-play-title') ?? ''));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    await buttons.first().click();
    return { ids, names };
  }

  test('a show page hands its order: « À suivre » lists what follows, the listener reorders it, it survives a reload, « Épisode suivant » plays its head, « Vider la liste » empties it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { ids, names } = await playFirstOfShow(page);
    await expect.poll(() => engineState(page, 'sound.id'), { timeout: 20_000 }).toBe(ids[0]);

    await bar(page)
      .getByRole('button', { name: `À suivre (${ids.length - 1})` })
      .click();
    expect(await titles(page)).toEqual(names.slice(1).map((n) => expect.stringContaining(n)));
    await page.screenshot({ path: test.info().outputPath('up-next-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(upNext(page)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('up-next-390.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    // The listener moves the third episode up: it now comes first.
    await upNext(page)
      .getByRole('button', { name: `Monter : ${names[2]}` })
      .click();
    await expect.poll(async () => (await titles(page))[0]).toContain(names[2]);

    // A reload keeps the order, and the bar the episode that was playing (paused where it was).
    await page.reload();
    await hydrated(page);
    await expect(bar(page).getByText(names[0] as string)).toBeVisible({ timeout: 20_000 });
    const kept = bar(page).getByRole('button', { name: `À suivre (${ids.length - 1})` });
    await expect(kept).toBeVisible({ timeout: 20_000 });
    await kept.click();
    expect((await titles(page))[0]).toContain(names[2]);
    await bar(page).getByRole('button', { name: 'Épisode suivant' }).click();
    await expect.poll(() => engineState(page, 'sound.id'), { timeout: 20_000 }).toBe(ids[2]);
    await expect(bar(page).getByRole('button', { name: `À suivre (${ids.length - 2})` })).toBeVisible();

    // « Épisode suivant » takes the next head.
    await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
    await bar(page).getByRole('button', { name: 'Épisode suivant' }).click();
    await expect.poll(() => engineState(page, 'sound.id'), { timeout: 20_000 }).toBe(ids[1]);

    // The list stayed open across the change of episode.
    await expect(bar(page).getByRole('button', { name: /^À suivre/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await upNext(page).getByRole('button', { name: 'Vider la liste' }).click();
    await expect(bar(page).getByRole('button', { name: /^À suivre/ })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('radio-queue'))).toBeNull();
  });

  test('§4 after the episode and its post-roll, the next item of « À suivre » plays by itself', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { ids } = await playFirstOfShow(page);
    await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
    // To the end of the episode (End key on the progress slider).
    await bar(page).getByRole('slider', { name: 'Position de lecture' }).press('End');
    await expect.poll(() => engineState(page, 'sound.id'), { timeout: 90_000 }).toBe(ids[1]);
    const second = (await (
      await fetch(`${API_URL}/content/api/episode/${ids[1]}?_format=json`)
    ).json()) as Row;
    await expectAudioAdvancing(page, fileOf(second.audio_file), 60_000);
  });
});

test("§4 the 'max listening' notice appears the moment a listen reaches listenerMax, says why, the episode keeps playing, and the listener's next click on the player is the player's", async ({
  page,
  context,
}) => {
  const { listenerMax } = (await (
    await fetch(`${API_URL}/content/rcf_admin/settings?_format=json`)
  ).json()) as {
    listenerMax: number;
  };
  await context.addCookies([counterCookie(listenerMax - 1)]);
  const { show, episode } = await showWithLongEpisode();
  await page.goto(`${BASE}${show.alias}?episode=${episode.id}`);
  await hydrated(page);
  const player = bar(page);
  await expect(player.getByText(episode.title)).toBeVisible({ timeout: 20_000 });
  await player.getByRole('button', { name: 'Lecture' }).click();
  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  const limit = page
    .locator('radio-modals')
    .getByRole('dialog', { name: `Vous venez d'utiliser vos ${listenerMax} écoutes gratuites` });
  await expect(limit).toHaveCount(0);
  // §4 "rises by 1 once current time passes 30 s": jump past it (PageUp = +60 s).
  await player.getByRole('slider', { name: 'Position de lecture' }).press('PageUp');
  await expect(limit).toBeVisible({ timeout: 15_000 });
  // Why it opened, in words.
  await expect(limit).toContainText('Cet épisode continue.');
  expect(await engineState(page, 'counters.anonymous')).toBe(listenerMax);
  // The episode goes on beside it.
  await expectAudioAdvancing(page, fileOf(episode.audio_file));
  // A card beside the page, not a modal: the listener's next click, on the player's pause, pauses.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => engineState(page, 'status')).toBe('paused');
  await expect.poll(() => playingMedia(page).then((m) => m?.paused)).toBe(true);
  await expect(limit).toBeVisible();
});

test('the embed page on the site knows the signed-in listener: no roll, no limit', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await createUser('Claire');
  await signIn(page, user);
  // An anonymous listener at the limit would be refused: the signed-in one is not.
  await context.addCookies([counterCookie(3)]);
  const { show, episode } = await showWithLongEpisode();
  await page.goto(`${BASE}${show.alias}/embed?episode=${episode.id}`);
  await expect.poll(() => engineState(page, 'user.id'), { timeout: 20_000 }).toBe(user.sub);
  await page.locator('radio-player').getByRole('button', { name: 'Lecture' }).click();
  await expect.poll(() => engineState(page, 'status'), { timeout: 20_000 }).toBe('playing');
  expect(await engineState(page, 'roll')).toBeNull();
  await expectAudioAdvancing(page, fileOf(episode.audio_file));
  await expect(page.locator('radio-modals').getByRole('dialog')).toHaveCount(0);
});

test('/direct/<prefix><letters> for an unknown radio: 404, a French message, the national live offered', async ({
  page,
}) => {
  const res = await page.goto(`${BASE}/direct/RCFZzz`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette radio est introuvable');
  await expect(page.getByText('Vous pouvez écouter le direct national')).toBeVisible();
  const live = page.locator('radio-direct');
  await expect(live).toHaveAttribute('radio', 'RCFNational');
  await live.getByRole('button', { name: 'Écouter le direct' }).click();
  await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
  // A known radio still gets its player with a 200.
  expect((await page.goto(`${BASE}/direct/RCFLyon`))?.status()).toBe(200);
});
