// Events lead somewhere: an event found by search opens its page (date and time, place with a map
// link, text, picture, « Ajouter à mon agenda » as an .ics file, JSON-LD Event); the list is laid
// out like the other lists, each event a link; no search result links to an error.
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { crawlerHead, nodes } from '../../e2e/support/visitor';

type EventRow = { id: number; title: string; alias: string; location: string; date: string };

test('an event opened from search: its page, its place on a map and its calendar file', async ({ page }) => {
  const event = (await nodes<EventRow>('event')).find((e) => /Banneux/.test(e.title)) as EventRow;
  expect(event).toBeTruthy();
  await page.goto(`${BASE}/recherche?q=${encodeURIComponent('pèlerinage Banneux')}`);
  const group = page.locator('[data-search-group="event"]');
  await expect(group.getByRole('heading', { level: 2 })).toContainText('Événements');
  await group.getByRole('link', { name: event.title }).click();
  // The event's page renders on the server (a few seconds on a loaded machine).
  await expect(page).toHaveURL(`${BASE}${event.alias}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(page.locator('.event-facts')).toContainText(/(Le|Du) \p{L}+ \d{1,2} \p{L}+ 20\d\d/u);
  await expect(page.locator('.event-facts')).toContainText(/\d{2}h\d{2}/);
  await expect(page.locator('.event-facts')).toContainText(event.location);
  const map = page.getByRole('link', { name: /Voir sur la carte/ });
  await expect(map).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(event.location)}`,
  );
  await expect(page.locator('.article-body')).toContainText(/Rendez-vous/);
  const img = page.locator('.article-visual img');
  await expect(img).toBeVisible();
  expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

  // « Ajouter à mon agenda »: a file a calendar opens.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Ajouter à mon agenda' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await (await fetch(`${BASE}${event.alias}/agenda.ics`)).text();
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain(`SUMMARY:${event.title}`);
  expect(lines).toContain(`LOCATION:${event.location}`);
  expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
  expect(lines).toContain(`URL:${BASE}${event.alias}`);

  // JSON-LD Event, as search engines read it.
  const head = await crawlerHead(event.alias);
  expect(head.jsonLd.find((x) => x['@type'] === 'Event')).toMatchObject({
    name: event.title,
    startDate: event.date,
    location: { '@type': 'Place', name: event.location },
  });
});

test('the events list: a grid of cards like the other lists, each opening its event', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${BASE}/evenements`);
  const cards = page.locator('main ul.grid > li');
  expect(await cards.count()).toBeGreaterThan(3);
  // Several columns on a wide screen, pictures at their own size (never stretched).
  const tops = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  for (const img of await page.locator('main ul.grid img').all()) {
    const [shown, natural] = await img.evaluate((i: HTMLImageElement) => [
      i.clientWidth,
      i.naturalWidth || 304,
    ]);
    expect(shown).toBeLessThanOrEqual(natural * 1.3);
  }
  const links = await page
    .locator('main ul.grid .card-title a')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(links.length).toBe(await cards.count());
  for (const href of links) expect((await fetch(`${BASE}${href}`)).status, href).toBe(200);
  await page.locator('main ul.grid .card-title a').first().click();
  await expect(page.locator('.event-facts')).toBeVisible();
});

test('no search result, nor header suggestion, links to an error', async ({ page }) => {
  test.setTimeout(180_000);
  const hrefs = new Set<string>();
  for (const q of [
    'pèlerinage',
    'Séverin',
    'angélus',
    'augustin',
    'concert',
    'partenaire',
    'prière',
    'marie',
  ]) {
    await page.goto(`${BASE}/recherche?q=${encodeURIComponent(q)}`);
    for (const h of await page
      .locator('main [data-result-type] a[href]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')))
      hrefs.add(h);
    // The header's suggestions for the same words, as it asks the API for them.
    const suggested = (await (
      await fetch(`${API_URL}/content/search/suggest?q=${encodeURIComponent(q)}`)
    ).json()) as {
      rows: { alias: string }[];
    };
    for (const r of suggested.rows) hrefs.add(r.alias);
  }
  expect(hrefs.size).toBeGreaterThan(15);
  const kinds = [...hrefs].map((h) => h.split(/[/?]/)[1]);
  expect(kinds).toEqual(expect.arrayContaining(['evenements', 'vie-spirituelle', 'prieres', 'partenaires']));
  for (const href of hrefs) {
    const res = await fetch(new URL(href, BASE), { redirect: 'manual' });
    expect(res.status, href).toBe(200);
  }
});
