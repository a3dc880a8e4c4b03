// « Reprendre l'émission au début » and « Revenir au direct » on the site, in Chromium against
// the real stack: the live plays, the listener restarts the programme on air from its first
// second (the grid's start, `/api/dab`), then goes back to the live edge, all from the keyboard.
import { expect, type Page, type Response, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { engineState, expectAudioAdvancing, playingMedia, recordMedia } from '../../e2e/support/sdk';

type Programme = { title: string; date: string; enddate: string };

async function onAir(code: string): Promise<Programme> {
  return (await (await fetch(`${API_URL}/content/api/dab/${code}?_format=json`)).json()) as Programme;
}

const liveBar = (page: Page) =>
  page.locator('.player-bar-slot radio-player').getByRole('region', { name: 'Lecteur du direct' });

/** The focused element's accessible text, looking into shadow roots. */
function focused(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '') : '';
  });
}

const timeshifted = (r: Response) => /\/live\/RCFNational\.mp3\?debut=\d+$/.test(r.url());

for (const width of [1366, 390]) {
  test(`at ${width} px: « Reprendre l'émission au début » restarts the programme on air at its start (± 2 s), « Revenir au direct » goes back to the live edge`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.clearCookies();
    await recordMedia(page);
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    let programme = await onAir('RCFNational');
    // A programme that began under half a minute ago would start inside the stream's own burst.
    const young = 30_000 - (Date.now() - Date.parse(programme.date));
    if (young > 0) {
      await page.waitForTimeout(young);
      programme = await onAir('RCFNational');
    }
    await page.goto(`${BASE}/`);
    await hydrated(page);
    await page.locator('.hero-live').getByRole('button', { name: 'Écouter le direct' }).click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3$/);
    const live = liveBar(page);
    await expect(live).toContainText('En direct');

    // On a phone the bar is one row until « Toutes les commandes du lecteur » opens the rest.
    const more = live.getByRole('button', { name: 'Toutes les commandes du lecteur' });
    if (width < 500) {
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    } else await expect(more).toBeHidden();
    // From the keyboard: the control follows the play button in the bar.
    await live.getByRole('button', { name: 'Mettre le direct en pause' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe("Reprendre l'émission au début");
    const restarted = page.waitForResponse(timeshifted);
    const pressedAt = Date.now();
    await page.keyboard.press('Enter');
    const res = await restarted;

    // The stream asked for starts at the programme's first second, and what the server sent
    // first is the audio on air then (its own measure of the first frame it wrote).
    const start = Date.parse(programme.date);
    expect(Number(new URL(res.url()).searchParams.get('debut'))).toBe(Math.floor(start / 1000));
    const firstByte = Date.parse(res.headers()['x-timeshift-start'] ?? '');
    expect(Math.abs(firstByte - start)).toBeLessThanOrEqual(2000);

    // The element plays that stream from its first byte: its currentTime is the time heard into
    // the programme, which the bar shows, and it cannot be ahead of the time since the press.
    await expectAudioAdvancing(page, /debut=\d+$/);
    const media = (await playingMedia(page))!;
    const sincePress = (Date.now() - pressedAt) / 1000;
    const heardIntoProgramme = (firstByte - start) / 1000 + media.time;
    expect(Math.abs(heardIntoProgramme)).toBeLessThanOrEqual(sincePress + 2);
    expect(heardIntoProgramme).toBeGreaterThanOrEqual(-2);
    // The live edge was well into the programme: the restart moved back by that much.
    expect((pressedAt - start) / 1000 - heardIntoProgramme).toBeGreaterThan(20);
    const position = live.locator('[part="start-over-position"]');
    await expect(position).toContainText('Reprise au début');
    await expect
      .poll(async () => {
        const shown = Number(await position.getAttribute('data-elapsed'));
        const t = (await playingMedia(page))!.time + (firstByte - start) / 1000;
        return Math.abs(shown - t) <= 2;
      })
      .toBe(true);
    await expect(live).toContainText('En différé');
    await expect(live).not.toContainText('En direct');
    await expect(live).toContainText(programme.title);
    await page.screenshot({ path: test.info().outputPath(`start-over-${width}.png`) });

    // The same button, now « Revenir au direct », keeps the focus: Enter goes back to the edge.
    expect(await focused(page)).toBe('Revenir au direct');
    const back = page.waitForResponse((r) => /\/live\/RCFNational\.mp3$/.test(r.url()));
    await page.keyboard.press('Enter');
    const edge = await back;
    expect(edge.headers()['x-timeshift-start']).toBeUndefined();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3$/);
    await expect(live).toContainText('En direct');
    await expect(position).toHaveCount(0);
    expect(await engineState(page, 'timeshift.from')).toBeNull();
    expect(await focused(page)).toBe("Reprendre l'émission au début");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
    await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  });
}
