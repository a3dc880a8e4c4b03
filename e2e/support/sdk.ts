import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API, TEST_ENV } from './env';

/** The stack the global set-up starts (overridable to run against another stack). */
export const API_ORIGIN = process.env.E2E_API_ORIGIN ?? API;
export const EXAMPLES = process.env.E2E_EXAMPLES_ORIGIN ?? `http://127.0.0.1:${TEST_ENV.EXAMPLES_PORT}`;

/**
 * Records every media element the page plays (howler and the SDK keep their <audio> out of
 * the DOM), so tests can read the real element's currentTime. Injected before any page script;
 * init scripts are not subject to the page's CSP.
 */
export async function recordMedia(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __media: HTMLMediaElement[] };
    w.__media = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!w.__media.includes(this)) w.__media.push(this);
      return play.call(this);
    };
  });
}

/**
 * currentTime and src of the media element playing now (the last one started), or null. howler
 * probes and pools elements (a play() on an element without a source, a data: URI on release):
 * only an element holding a real source counts.
 */
export async function playingMedia(
  page: Page,
): Promise<{ time: number; src: string; paused: boolean } | null> {
  return page.evaluate(() => {
    const all = (window as unknown as { __media?: HTMLMediaElement[] }).__media ?? [];
    const list = all.filter((el) => /^https?:/.test(el.currentSrc || el.src));
    const m = [...list].reverse().find((el) => !el.paused) ?? list[list.length - 1];
    return m ? { time: m.currentTime, src: m.currentSrc || m.src, paused: m.paused } : null;
  });
}

/** Waits until a media element whose src matches `src` plays and its currentTime advances. */
export async function expectAudioAdvancing(page: Page, src: RegExp, timeout = 20_000) {
  let first: number | null = null;
  await expect
    .poll(
      async () => {
        const m = await playingMedia(page);
        if (!m || m.paused || !src.test(m.src)) return 'not playing';
        if (first === null) first = m.time;
        return m.time > first + 0.8 ? 'advancing' : `at ${m.time.toFixed(2)} s`;
      },
      { timeout, intervals: [250] },
    )
    .toBe('advancing');
}

export interface EpisodeRow {
  id: number;
  title: string;
  duration: number;
  partners: unknown[];
  audio_file: string;
}

/** Episodes of the seed, newest first, found through the API (never hard-coded ids). */
export async function episodes(request: APIRequestContext, count = 20): Promise<EpisodeRow[]> {
  const res = await request.get(
    `${API_ORIGIN}/content/api/nodes?type=episode&items_per_page=${count}&_format=json`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: EpisodeRow[] }).rows;
}

/** Episodes without partners (they get rolls) lasting long enough to pass 30 s. */
export async function longEpisodes(request: APIRequestContext, min = 45): Promise<EpisodeRow[]> {
  return (await episodes(request, 50)).filter((e) => e.duration >= min && e.partners.length === 0);
}

/** The engine's state, read through the public `RadioSDK.player.store`. */
export async function engineState<T>(page: Page, pick: string): Promise<T> {
  return page.evaluate((path) => {
    const sdk = (window as unknown as { RadioSDK?: { player: { store: { getState(): unknown } } } }).RadioSDK;
    let v: unknown = sdk?.player.store.getState();
    for (const k of path.split('.')) v = (v as Record<string, unknown> | undefined)?.[k];
    return v as never;
  }, pick);
}

/** Collects CSP violations reported by the page. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/**
 * An example page watched as a partner would: its media recorded (recordMedia), CSP violations and
 * uncaught page errors collected. `expectClean` asserts there were neither.
 */
export async function watchExamplePage(page: Page) {
  await recordMedia(page);
  const violations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    errors,
    async expectClean() {
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    },
  };
}

/** Closes the SDK modal shown (roll pop-in, donation) so the page is interactive again. */
export async function closeModal(page: Page) {
  const close = page.locator('radio-modals').getByRole('button', { name: 'Fermer' });
  if (await close.isVisible()) await close.click();
}

/** Waits for the engine to reach `status` (e.g. 'playing' once the pre-roll is over). */
export async function waitForStatus(page: Page, status: string, timeout = 30_000) {
  await expect.poll(() => engineState<string>(page, 'status'), { timeout, intervals: [200] }).toBe(status);
}

/**
 * Starts the partner page's <radio-player> as a listener does: « Lecture », the pre-roll until the
 * episode plays, then the roll pop-in closed. Returns the player.
 */
export async function playPastRoll(page: Page, player: Locator = page.locator('radio-player')) {
  await player.getByRole('button', { name: 'Lecture' }).click();
  await waitForStatus(page, 'playing', 40_000);
  await closeModal(page);
  return player;
}

/** The partner page with one episode in its <radio-player>; returns the player. */
export async function openPartnerEpisode(page: Page, id: number | string) {
  await page.goto(`${EXAMPLES}/partner-html/?episode=${id}`);
  return page.locator('radio-player');
}

export const fileOf = (url: string) => new RegExp(`${url.split('/').pop()!.replace(/\./g, '\\.')}$`);
