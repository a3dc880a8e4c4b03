// A radio's podcast feed, imported by the test stack's set-up (`npm run feeds:import`, see
// e2e/support/feeds-setup.ts), seen by a listener: the show page lists the feed's episodes, newest first,
// and one plays from its enclosure.
import { expect, test } from '@playwright/test';
import { parseFeed } from 'podcast-partytime';
import { API_URL, BASE } from '../../e2e/support/account';
import { IMPORTED_SHOW } from '../../e2e/support/feeds-setup';
import { hydrated } from '../../e2e/support/hydration';
import { firstNode } from '../../e2e/support/routes';
import { engineState, expectAudioAdvancing, recordMedia } from '../../e2e/support/sdk';

test('after a feed import, the show page lists its episodes with their artwork, and one plays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await recordMedia(page);
  await page.goto(`${BASE}${IMPORTED_SHOW.path}`);
  await expect(page.getByRole('heading', { level: 1, name: IMPORTED_SHOW.title })).toBeVisible();
  // The feed's description, as text: its <script> did not come along.
  await expect(page.getByText('Chaque semaine, des témoins racontent leur foi.').first()).toBeVisible();
  const list = page.locator('.episode-list');
  await expect(list.locator('[data-play-episode]')).toHaveCount(3);
  expect(
    await list
      .locator('[data-play-episode]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-play-title'))),
  ).toEqual([
    'Veiller avec Thérèse de Lisieux',
    'Les moines de Tamié et le fromage',
    'Pèlerins de Compostelle',
  ]);
  // The show's artwork comes from the API's image styles (fetched once at import).
  const art = page.locator('main').getByRole('img', { name: IMPORTED_SHOW.title }).first();
  await art.scrollIntoViewIfNeeded();
  await expect(art).toHaveAttribute('src', /\/media\/images\/[^/]+\/imported\/[0-9a-f]{32}\.jpg/);
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('imported-show-1366.png'), fullPage: true });

  await hydrated(page);
  const second = list.getByRole('button', { name: 'Écouter : Les moines de Tamié et le fromage' });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  // The sound is the feed's enclosure (here the API's own file), and it advances.
  await expectAudioAdvancing(page, /\/media\/audio\/chronique-culture-vitraux\.mp3$/, 30_000);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('imported-show-390.png'), fullPage: true });
});

test("the show's own RSS keeps the imported guids (no duplicates for subscribers of the old feed)", async ({
  request,
}) => {
  const show = (await (
    await request.get(
      `${API_URL}/content/api/node?_format=json&alias=${encodeURIComponent(IMPORTED_SHOW.path)}`,
    )
  ).json()) as { id: number };
  const rss = await (await request.get(`${BASE}/feed/show/${show.id}`)).text();
  const guids = [...rss.matchAll(/<guid isPermaLink="false">([^<]+)<\/guid>/g)].map((m) => m[1]);
  expect(guids).toEqual(['veilleurs-2026-003', 'veilleurs-2026-002', 'veilleurs-2026-001']);
});

test.describe('feeds and machine-readable endpoints', () => {
  test('the RSS feed of a show parses with a podcast parser and every enclosure answers', async ({
    request,
  }) => {
    const show = await firstNode('show');
    const res = await request.get(`${BASE}/feed/show/${show.id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/rss+xml');
    const feed = parseFeed(await res.text());
    expect(feed?.title).toBe(show.title);
    expect(feed?.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(feed?.podcastFunding?.[0]?.url).toMatch(/\/pourquoi-donner$/);
    expect(feed?.itunesImage).toMatch(/^http/);
    expect(feed?.items.length).toBeGreaterThan(0);
    for (const item of feed?.items ?? []) {
      expect(item.enclosure.type).toBe('audio/mpeg');
      expect(item.enclosure.length).toBeGreaterThan(0);
      const audio = await request.get(item.enclosure.url, { headers: { range: 'bytes=0-1023' } });
      expect([200, 206], item.enclosure.url).toContain(audio.status());
    }
    expect((await request.get(`${BASE}/feed/show/999999999`)).status()).toBe(404);
    expect((await request.get(`${BASE}/feed/show/abc`)).status()).toBe(404);
  });

  test('oEmbed returns working embed code for show and episode URLs', async ({ page, request }) => {
    const show = await firstNode('show');
    const episodes = (await (
      await fetch(`${API_URL}/content/episodes_by_show/${show.id}?_format=json`)
    ).json()) as {
      rows: { id: number }[];
    };
    const episodeId = episodes.rows[0]?.id;
    for (const url of [`${BASE}${show.alias}`, `${BASE}${show.alias}?episode=${episodeId}`]) {
      const res = await request.get(`${BASE}/oembed?url=${encodeURIComponent(url)}&format=json&maxwidth=480`);
      expect(res.status(), url).toBe(200);
      const data = (await res.json()) as { type: string; version: string; html: string; width: number };
      expect(data).toMatchObject({ type: 'rich', version: '1.0', width: 480 });
      const src = /src="([^"]+)"/.exec(data.html)?.[1]?.replace(/&amp;/g, '&');
      expect(src).toContain(`${show.alias}/embed`);
      // The embed code works when pasted into another page: the iframe loads our embed page.
      await page.setContent(`<!doctype html><html lang="fr"><body>${data.html}</body></html>`);
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('body')).not.toBeEmpty({ timeout: 30_000 });
      const embedded = await request.get(src ?? '');
      expect(embedded.status()).toBe(200);
    }
    const xml = await request.get(
      `${BASE}/oembed?url=${encodeURIComponent(`${BASE}${show.alias}`)}&format=xml`,
    );
    expect(await xml.text()).toContain('<type>rich</type>');
    expect(
      (
        await request.get(`${BASE}/oembed?url=${encodeURIComponent('https://ailleurs.example/a/b')}`)
      ).status(),
    ).toBe(404);
    expect(
      (
        await request.get(`${BASE}/oembed?url=${encodeURIComponent(`${BASE}${show.alias}`)}&format=csv`)
      ).status(),
    ).toBe(501);
  });

  test('sitemap.xml indexes parts that list the public content; robots.txt blocks crawling outside production', async ({
    request,
  }) => {
    const index = await request.get(`${BASE}/sitemap.xml`);
    expect(index.status()).toBe(200);
    const indexXml = await index.text();
    const parts = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(parts.some((p) => p.endsWith('/sitemap/episodes-0.xml'))).toBe(true);
    const article = await firstNode('article');
    const articles = await request.get(parts.find((p) => p.includes('/sitemap/articles-')) ?? '');
    expect(await articles.text()).toContain(`${article.alias}</loc>`);
    const robots = await request.get(`${BASE}/robots.txt`);
    expect(await robots.text()).toMatch(/Disallow: \/\s/);
  });
});
