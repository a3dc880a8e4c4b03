// A shared link as the networks and the podcast apps read it: an episode's address describes the
// episode (title with its show, description, card, canonical keeping `episode`, PodcastEpisode with
// its duration and audio, oEmbed discovery); every page wears a card networks accept (JPEG or PNG
// at an address of that extension, at least 1200×630); a show's feed carries square artwork of
// 1400 to 3000 px and still passes a podcast parser.
import { expect, test } from '@playwright/test';
import { parseFeed } from 'podcast-partytime';
import { BASE } from '../../e2e/support/account';
import { CRAWLERS, crawlerHead, expectAcceptedCard, nodes, picture } from '../../e2e/support/visitor';

type EpisodeRow = {
  id: number;
  title: string;
  alias: string;
  description: string;
  duration: number;
  audio_file: string;
  show: { id: number; title: string; alias: string };
};

test('a shared episode link shows the episode, as Facebook and X read it', async ({ page }) => {
  const episode = (await nodes<EpisodeRow>('episode', 5)).find((e) => e.description) as EpisodeRow;
  const path = `${episode.show.alias}?episode=${episode.id}`;
  for (const ua of [CRAWLERS.facebook, CRAWLERS.x]) {
    const h = await crawlerHead(path, ua);
    expect(h.status).toBe(200);
    expect(h.title).toBe(`${episode.title} — ${episode.show.title} | RCF`);
    expect(h.meta('og:title')).toBe(`${episode.title} — ${episode.show.title}`);
    expect(h.meta('og:description')).toBe(h.meta('description'));
    expect(h.meta('og:description')?.slice(0, 40)).toBe(episode.description.slice(0, 40));
    expect(h.link('canonical')).toBe(`${BASE}${path}`);
    expect(h.meta('og:url')).toBe(`${BASE}${path}`);
    expect(h.meta('og:audio')).toBe(episode.audio_file);
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    expect(h.meta('twitter:image')).toBe(h.meta('og:image'));
    await expectAcceptedCard(h.meta('og:image'), path);
    const ld = h.jsonLd.find((x) => x['@type'] === 'PodcastEpisode');
    expect(ld).toMatchObject({
      name: episode.title,
      url: `${BASE}${path}`,
      duration: expect.stringMatching(/^PT(\d+M)?(\d+S)?$/),
      associatedMedia: { '@type': 'AudioObject', contentUrl: episode.audio_file },
    });
    // oEmbed discovery (oembed.com §4): the link answers JSON for this very episode.
    const oembed = h.link('alternate', 'application/json+oembed');
    expect(oembed).toContain('/oembed?');
    const answer = await fetch(new URL(oembed as string, BASE));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe(episode.title);
  }
  // The show's own address still shares as the show, with its oEmbed link.
  const show = await crawlerHead(episode.show.alias);
  expect(show.meta('og:title')).toBe(episode.show.title);
  expect(show.link('canonical')).toBe(`${BASE}${episode.show.alias}`);
  expect(show.link('alternate', 'application/json+oembed')).toContain('/oembed?');
  // A visitor opening the shared link sees the episode offered to play.
  await page.goto(`${BASE}${path}`);
  await expect(page).toHaveTitle(`${episode.title} — ${episode.show.title} | RCF`);
  await expect(page.locator('[data-play-episode]').first()).toBeVisible();
});

test('every page a visitor can share wears a card the networks accept', async () => {
  test.setTimeout(240_000);
  const sitemap = await (await fetch(`${BASE}/sitemap/pages-0.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const [article] = await nodes<{ alias: string }>('article', 1);
  const [event] = await nodes<{ alias: string }>('event', 1);
  const [prayer] = await nodes<{ alias: string }>('prayer', 1);
  pages.push(
    article?.alias ?? '',
    event?.alias ?? '',
    prayer?.alias ?? '',
    '/vie-spirituelle/le-saint-du-jour?date=11-27',
  );
  expect(pages).toContain('/');
  const checked = new Set<string>();
  for (const path of pages) {
    const h = await crawlerHead(path);
    expect(h.status, path).toBe(200);
    expect(h.meta('og:title'), path).toBeTruthy();
    const image = h.meta('og:image');
    expect(image, `${path}: og:image`).toBeTruthy();
    expect(h.meta('og:image:width'), path).toBe('1200');
    expect(h.meta('og:image:height'), path).toBe('630');
    if (checked.has(image as string)) continue;
    checked.add(image as string);
    await expectAcceptedCard(image, path);
  }
});

test('a show’s feed: square artwork of 1400 to 3000 px in JPEG, and the feed passes a podcast parser', async () => {
  const [show] = await nodes<{ id: number; title: string }>('show', 1);
  const res = await fetch(`${BASE}/feed/show/${show?.id}`);
  expect(res.status).toBe(200);
  const feed = parseFeed(await res.text());
  expect(feed?.title).toBe(show?.title);
  expect(feed?.items.length).toBeGreaterThan(0);
  const art = feed?.itunesImage ?? '';
  expect(new URL(art).pathname).toMatch(/\.(jpe?g|png)$/);
  // Apple Podcasts fetches it without saying it takes WebP.
  const p = await picture(art, '*/*');
  expect(p.type).toMatch(/^image\/(jpeg|png)$/);
  expect(p.width).toBe(p.height);
  expect(p.width).toBeGreaterThanOrEqual(1400);
  expect(p.width).toBeLessThanOrEqual(3000);
  const itemArt = feed?.items.find((i) => i.itunesImage)?.itunesImage;
  if (itemArt) {
    const q = await picture(itemArt, '*/*');
    expect([q.type, q.width === q.height, q.width >= 1400]).toEqual(['image/jpeg', true, true]);
  }
});
