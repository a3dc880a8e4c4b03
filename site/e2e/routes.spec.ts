// Every public route of the spec (§2 routes) on the demo content, in a real browser against the real API.
// The stack is the one of e2e/support/global-setup.ts; E2E_SITE_URL / E2E_API_URL point at another running stack.
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { mint } from '../../e2e/support/preview-link';
import { type ContentNode, expectNoSeriousA11yIssues, firstNode, open } from '../../e2e/support/routes';

/** The seeded article whose body carries a script payload (packages/api/src/seed/articles.ts). */
const TEST_ARTICLE_ID = 20_000;

test.describe('public routes of the spec', () => {
  test('each route type renders its main blocks, its page-type label, and passes axe', async ({ page }) => {
    test.setTimeout(600_000);
    const [article, video, folder, partner] = await Promise.all([
      firstNode('article'),
      firstNode('video'),
      firstNode('folder'),
      firstNode('partner'),
    ]);
    const tagged = (await firstNode('article')).tags?.[0];
    const year = new Date().getFullYear() - 1;
    const routes: { path: string; h1: RegExp; pageType?: string; block: string }[] = [
      { path: '/archives', h1: /Archives/, pageType: 'Archives', block: '.calendar a' },
      {
        path: `/archives/${year}`,
        h1: new RegExp(`Archives ${year}`),
        pageType: 'Archives',
        block: '.chips a',
      },
      { path: `/archives/${year}/3`, h1: /Archives de mars/, pageType: 'Archives', block: '.calendar a' },
      {
        path: `/archives/${year}/3/4`,
        h1: /Archives du 4 mars/,
        pageType: 'Archives',
        block: '.episode-card, .empty-state',
      },
      { path: article.alias, h1: /./, pageType: 'Article', block: '.article-byline' },
      { path: '/dossiers', h1: /Dossiers/, pageType: 'Dossier', block: '.card' },
      { path: folder.alias, h1: /./, pageType: 'Dossier', block: '#articles .card' },
      { path: '/videos', h1: /Vidéos/, block: '.card' },
      { path: video.alias, h1: /./, block: 'button.video-facade' },
      {
        path: '/emissions-a-z?lettre=L',
        h1: /Émissions de A à Z/,
        pageType: 'Shows A to Z',
        block: '.show-card',
      },
      { path: '/top-podcasts', h1: /Top podcasts/, pageType: 'Top podcasts', block: '.episode-card' },
      ...(tagged ? [{ path: tagged.alias, h1: new RegExp(tagged.name), block: '.card' }] : []),
      {
        path: '/grille-des-programmes',
        h1: /Grille des programmes/,
        pageType: 'Program grid',
        block: '.grid-slot',
      },
      { path: '/evenements', h1: /Événements/, pageType: 'Event', block: '.card' },
      { path: '/nos-partenaires', h1: /Nos partenaires/, pageType: 'Partners', block: '.card' },
      { path: partner.alias, h1: /./, pageType: 'Partners', block: '.article-body' },
      {
        path: '/prieres',
        h1: /Prières/,
        pageType: 'Prayers',
        block: '#musique-sacree button[data-play-episode]',
      },
      {
        path: '/vie-spirituelle/le-saint-du-jour',
        h1: /Le saint du jour/,
        pageType: 'Saint of the day',
        block: '.saint-card',
      },
      { path: '/pourquoi-donner', h1: /Pourquoi donner/, block: 'a.btn-donate' },
      { path: '/legs-donation-assurance-vie', h1: /Legs, donation, assurance-vie/, block: '#legs' },
      { path: '/newsletter', h1: /Newsletter/, block: 'input[name="lists"]' },
      { path: '/email', h1: /Nous écrire/, block: 'a[href="/contact"]' },
      { path: '/contact', h1: /Nous contacter/, block: 'textarea[name="message"]' },
      { path: '/autour-de-moi', h1: /Autour de moi/, pageType: 'Around me', block: 'section' },
      { path: '/recherche?q=foi', h1: /Recherche/, pageType: 'Search', block: '[data-result-type]' },
    ];
    for (const r of routes) {
      await test.step(r.path, async () => {
        const res = await open(page, r.path);
        expect(res?.status(), r.path).toBe(200);
        await expect(page.locator('main h1').first()).toHaveText(r.h1);
        await expect(page.locator(r.block).first()).toBeVisible();
        if (r.pageType) await expect(page.locator(`[data-page-type="${r.pageType}"]`)).toHaveCount(1);
        await expectNoSeriousA11yIssues(page, r.path);
      });
    }
  });

  test('the article page: byline, visual, sanitised body, tags', async ({ page }) => {
    const article = await firstNode('article');
    await open(page, article.alias);
    await expect(page.locator('.article-byline')).toContainText(
      /Un article rédigé par .+ le \d{1,2} \S+ \d{4}/,
    );
    await expect(page.locator('.article-visual img')).toBeVisible();
    await expect(page.locator('.article-visual figcaption')).toContainText('Crédit photo');
    await expect(page.locator('.article-body p').first()).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  });

  test('an article embeds the episode card of the episode linked to it', async ({ page }) => {
    const res = await fetch(`${API_URL}/content/api/nodes?type=episode&items_per_page=50&_format=json`);
    const episodes = ((await res.json()) as { rows: { url_linked_article: string | null }[] }).rows;
    const link = episodes.find((e) => e.url_linked_article)?.url_linked_article;
    if (!link) throw new Error('aucun épisode lié à un article dans la démo');
    const article = (await (await fetch(`${API_URL}/content/api${link}?_format=json`)).json()) as ContentNode;
    await open(page, article.alias);
    await expect(page.locator('#episode .episode-card button[data-play-episode]')).toBeVisible();
  });

  test('an article seeded with a script payload renders it inert (in its preview: it is not public)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The test article is unpublished: no public address shows it, a signed preview link does.
    expect(
      (
        await page.request.get(`${BASE}/articles/actualite/securite-article-de-test-qui-contient-du-code`)
      ).status(),
    ).toBe(404);
    const res = await page.goto(mint(TEST_ARTICLE_ID), { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('load');
    await expect(page.locator('.article-body')).toContainText('window.__pwned');
    expect(await page.locator('.article-body script, .article-body img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('unknown slugs give the 404 page and malformed parameters are normalised', async ({ page }) => {
    for (const path of [
      '/articles/culture/nexiste-pas',
      '/dossiers/nexiste-pas',
      '/videos/x/nexiste-pas',
      '/partenaires/nexiste-pas',
      '/tag/nexiste-pas',
      '/preview/abc',
      '/autour-de-moi/nexiste-pas',
    ]) {
      const res = await open(page, path);
      expect(res?.status(), path).toBe(404);
    }
    const az = await open(page, '/emissions-a-z?lettre=%C3%A9%C3%A9&page=-4');
    expect(az?.status()).toBe(200);
    await expect(page.locator('main h2', { hasText: 'Lettre A' })).toBeVisible();
    await expect(page).toHaveTitle(/lettre A/);
    const events = await open(page, '/evenements?page=abc&du=hier&radio=%3Cscript%3E');
    expect(events?.status()).toBe(200);
  });
});

test.describe('lists, archive guards and the saint of the day', () => {
  test('spec §2 "page: 1-based in the URL": a page past the last of a list shows its last page, never « Aucun … pour le moment »', async ({
    page,
  }) => {
    for (const [path, list] of [
      ['/dossiers', 'Dossiers'],
      ['/videos', 'Vidéos'],
      ['/nos-partenaires', 'Partenaires'],
      ['/evenements', 'Événements'],
    ] as const) {
      await open(page, `${path}?page=999`);
      // The last page: the bare path for a one-page list, `?page=N` otherwise (the response is
      // streamed, so the browser follows the redirect after the first bytes).
      await expect(page, path).toHaveURL(
        (url) =>
          url.pathname === path &&
          /^([2-9]|[1-9]\d{1,2})?$/.test(url.searchParams.get('page') ?? '') &&
          url.searchParams.get('page') !== '999',
      );
      await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('.empty-state')).toHaveCount(0);
    }
    // The filters of the list are kept on the way to its last page.
    const res = await fetch(`${API_URL}/content/events?items_per_page=1&_format=json`);
    const radio = ((await res.json()) as { rows: { radio?: { code: string } }[] }).rows[0]?.radio?.code;
    if (!radio) throw new Error("aucun événement d'une radio dans la démo");
    await open(page, `/evenements?radio=${radio}&page=999`);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/evenements' &&
        url.searchParams.get('radio') === radio &&
        url.searchParams.get('page') !== '999',
    );
    await expect(page.getByRole('list', { name: 'Événements' }).getByRole('listitem').first()).toBeVisible();
    await open(page, '/emissions-a-z?lettre=L&page=999');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/emissions-a-z' &&
        url.searchParams.get('lettre') === 'L' &&
        url.searchParams.get('page') !== '999',
    );
    await expect(
      page.getByRole('list', { name: 'Émissions commençant par L' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('spec §5 archive guards redirect to /archives', async ({ page }) => {
    const current = new Date().getFullYear();
    for (const path of [
      `/archives/${current}`,
      '/archives/20x5',
      `/archives/${current - 1}/13`,
      '/archives/2025/3/32',
      '/archives/2025/123/1',
      '/archives/25/3/4',
    ]) {
      await open(page, path);
      await expect(page, path).toHaveURL(`${BASE}/archives`);
    }
  });

  test('the saint of the day is searchable by first name', async ({ page }) => {
    await open(page, '/vie-spirituelle/le-saint-du-jour?prenom=Martin');
    await expect(page.locator('[aria-label="Saints trouvés"] .saint-card h2').first()).toContainText(
      /Martin/,
    );
  });
});
