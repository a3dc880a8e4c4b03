// The smaller things a visitor meets: impossible archive dates, months without content, the French
// 404, screens and content readable without JavaScript, a page past the last, what « Top podcasts »
// ranks, the test article kept private, square show pictures whole, a dossier's articles once, and
// the heading order and landmarks of the list pages, /direct and the embed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { nodes } from '../../e2e/support/visitor';

test('archives: an impossible date goes back to /archives; a past year lists only months with content', async ({
  request,
}) => {
  for (const path of ['/archives/2025/02/30', '/archives/2025/04/31', '/archives/2025/0/0']) {
    const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 });
    expect([307, 308], path).toContain(res.status());
    expect(res.headers().location, path).toMatch(/\/archives$/);
  }
  const index = (await (await fetch(`${API_URL}/content/archives/?_format=json`)).json()) as {
    years: number[];
    months: { year: number; month: number; count: number }[];
  };
  const year = index.years.find((y) => y < new Date().getFullYear()) as number;
  const html = await (await request.get(`${BASE}/archives/${year}`)).text();
  const listed = [...html.matchAll(new RegExp(`href="/archives/${year}/(\\d{1,2})"`, 'g'))].map((m) =>
    Number(m[1]),
  );
  const withContent = index.months.filter((m) => m.year === year && m.count > 0).map((m) => m.month);
  expect(listed.sort((a, b) => a - b)).toEqual(withContent.sort((a, b) => a - b));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404, 403 and 500 screens are there, in French, with their status', async ({ page }) => {
    const res = await page.goto(`${BASE}/une-page/qui-n-existe-pas`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText(/L'adresse demandée n'existe pas/)).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute('href', '/');
    await expect(page.getByText('Page not found: /une-page/qui-n-existe-pas')).toBeVisible();
    await expect(page.locator('.site-header')).toBeVisible();
    expect((await page.goto(`${BASE}/acces-refuse`))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
    await expect(page.getByText('Accès non autorisé')).toBeVisible();
    expect((await page.goto(`${BASE}/_test/erreur`))?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "La page que vous recherchez n'est plus disponible à cette adresse",
    );
    await expect(page.getByRole('link', { name: "Retour à la page d'accueil" })).toBeVisible();
  });

  test('the content pages are readable: their list is in the page, not a loading state', async ({ page }) => {
    test.setTimeout(180_000);
    const [show] = await nodes<{ alias: string }>('show', 1);
    for (const path of [
      '/archives',
      '/dossiers',
      '/videos',
      '/emissions-a-z',
      '/evenements',
      '/grille-des-programmes',
      '/nos-partenaires',
      '/prieres',
      '/recherche?q=marie',
      '/top-podcasts',
      '/vie-spirituelle/le-saint-du-jour',
      '/newsletter',
      '/culture',
      show?.alias ?? '/',
    ]) {
      await page.goto(`${BASE}${path}`);
      const main = page.locator('main');
      await expect(main, path).not.toContainText('Chargement…');
      // biome-ignore lint/performance/useDomNodeTextContent: only what is shown counts (hidden streamed content does not)
      expect((await main.innerText()).length, path).toBeGreaterThan(200);
    }
  });
});

test('a page past the last answers at once: a redirect to the last page, never a 200', async ({
  request,
}) => {
  for (const path of [
    '/dossiers',
    '/videos',
    '/evenements',
    '/tag/priere',
    '/culture',
    '/recherche?q=foi&type=article',
  ]) {
    const url = `${BASE}${path}${path.includes('?') ? '&' : '?'}page=999`;
    const res = await request.get(url, { maxRedirects: 0 });
    expect([307, 308], url).toContain(res.status());
    expect(res.headers().location, url).not.toContain('page=999');
  }
});

test('« Top podcasts » says what it ranks', async ({ page }) => {
  await page.goto(`${BASE}/top-podcasts`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Les plus écoutés ces 30 derniers jours' }),
  ).toBeVisible();
  await expect(page.getByText("Classés par nombre d'auditeurs connectés")).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'La sélection de la rédaction' })).toBeVisible();
});

test('the test article is not public: no address, list, search nor sitemap shows it', async ({ request }) => {
  const title = 'Sécurité : un article de test qui contient du code';
  const path = '/articles/actualite/securite-article-de-test-qui-contient-du-code';
  expect((await request.get(`${BASE}${path}`)).status()).toBe(404);
  const sitemap = await (await request.get(`${BASE}/sitemap/articles-0.xml`)).text();
  expect(sitemap).not.toContain('securite-article-de-test');
  const found = await (
    await request.get(`${BASE}/recherche?q=${encodeURIComponent('article de test code')}`)
  ).text();
  expect(found).not.toContain(title);
  const list = await (await request.get(`${BASE}/actualite`)).text();
  expect(list).not.toContain(title);
});

test('A–Z: a show’s square picture is shown whole', async ({ page }) => {
  await page.goto(`${BASE}/emissions-a-z?lettre=L`);
  const imgs = page.locator('main .show-card img');
  expect(await imgs.count()).toBeGreaterThan(0);
  for (const img of await imgs.all()) {
    const [w, h, nw, nh] = await img.evaluate((i: HTMLImageElement) => [
      i.clientWidth,
      i.clientHeight,
      i.naturalWidth,
      i.naturalHeight,
    ]);
    expect(Math.abs(w / h - nw / nh)).toBeLessThan(0.02);
  }
});

test('a dossier lists its articles once', async ({ page }) => {
  const [folder] = await nodes<{ alias: string }>('folder', 1);
  await page.goto(`${BASE}${folder?.alias}`);
  await expect(page.getByRole('heading', { name: 'Articles en lien' })).toHaveCount(0);
  const titles = await page.locator('main .article-card .card-title').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
});

test('heading order and landmarks: the list pages, /direct and the embed', async ({ page }) => {
  test.setTimeout(180_000);
  const [show] = await nodes<{ alias: string }>('show', 1);
  for (const path of [
    '/dossiers',
    '/videos',
    '/emissions-a-z',
    '/evenements',
    '/nos-partenaires',
    '/tag/priere',
    '/top-podcasts',
    '/prieres',
    '/direct/RCFNational',
    `${show?.alias}/embed`,
  ]) {
    await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
    const results = await new AxeBuilder({ page })
      .withRules(['heading-order', 'landmark-one-main', 'region'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});
