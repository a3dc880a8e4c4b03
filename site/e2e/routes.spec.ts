// Every public route of the spec (§2 routes) on the demo content, in a real browser against the real API.
// The stack is the one of e2e/global-setup.ts; E2E_SITE_URL / E2E_API_URL point at another running stack.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parseFeed } from 'podcast-partytime';
import { API, SITE } from '../../e2e/env';

const BASE = process.env.E2E_SITE_URL ?? SITE;
const API_BASE = process.env.E2E_API_URL ?? API;

type Node = { id: number; alias: string; title: string; tags?: { alias: string; name: string }[] };

async function firstNode(type: string): Promise<Node> {
  const res = await fetch(`${API_BASE}/content/api/nodes?type=${type}&items_per_page=1&_format=json`);
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { rows: Node[] };
  const node = body.rows[0];
  if (!node) throw new Error(`aucun contenu de type ${type} dans la démo`);
  return node;
}

/** Opens a page once it has loaded (scripts run, so client components are hydrated). */
async function open(page: Page, path: string) {
  return page.goto(`${BASE}${path}`, { waitUntil: 'load' });
}

async function expectNoSeriousA11yIssues(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${label}: violations graves d'accessibilité`,
  ).toEqual([]);
}

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
      { path: folder.alias, h1: /./, pageType: 'Dossier', block: '#articles-en-lien .card' },
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
    const res = await fetch(`${API_BASE}/content/api/nodes?type=episode&items_per_page=50&_format=json`);
    const episodes = ((await res.json()) as { rows: { url_linked_article: string | null }[] }).rows;
    const link = episodes.find((e) => e.url_linked_article)?.url_linked_article;
    if (!link) throw new Error('aucun épisode lié à un article dans la démo');
    const article = (await (await fetch(`${API_BASE}/content/api${link}?_format=json`)).json()) as Node;
    await open(page, article.alias);
    await expect(page.locator('#episode .episode-card button[data-play-episode]')).toBeVisible();
  });

  test('an article seeded with a script payload renders it inert', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await open(page, '/articles/actualite/securite-article-de-test-qui-contient-du-code');
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
    const res = await fetch(`${API_BASE}/content/events?items_per_page=1&_format=json`);
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

  test("the search finds a seeded episode from a stemmed word ('prière' finds 'prières'), keeps the query in the URL and pages", async ({
    page,
  }) => {
    await open(page, '/recherche');
    await expect(page.locator('.empty-state')).toContainText('Que cherchez-vous');
    const main = page.locator('main');
    await main.getByRole('searchbox').fill('prière');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/recherche\?q=pri%C3%A8re/);
    await page
      .getByRole('navigation', { name: 'Type de contenu' })
      .getByRole('link', { name: /^Épisodes \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/type=episode/);
    await expect(
      page.locator('[data-result-type="episode"]', { hasText: 'Les prières du soir en famille' }),
    ).toBeVisible();
    await open(page, '/recherche?q=foi');
    const next = page.getByRole('link', { name: 'Page suivante' });
    if (await next.count()) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('[aria-current="page"].pager-current')).toContainText('2');
    }
    await open(page, '/recherche?q=zzzxqwv');
    await expect(page.locator('.empty-state')).toContainText('Aucun résultat');
  });

  test('the programme grid lists the week from Monday and highlights what is on now', async ({ page }) => {
    await open(page, '/grille-des-programmes');
    const days = page.locator('.grid-days a');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText('lundi');
    await expect(days.last()).toContainText('dimanche');
    await expect(page.locator('.grid-slot.is-now')).toHaveCount(1);
  });

  test('the dossier filters related articles by radio, 3 per page, in the URL', async ({ page }) => {
    const folder = await firstNode('folder');
    await open(page, folder.alias);
    const related = page.locator('#articles-en-lien .card');
    expect(await related.count()).toBeLessThanOrEqual(3);
    await page.locator('#filtre-radio').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/radio=RCF/);
  });

  test('the video facade loads the player only on click', async ({ page }) => {
    const video = await firstNode('video');
    await open(page, video.alias);
    await expect(page.locator('iframe.video-frame')).toHaveCount(0);
    await page.locator('button.video-facade').click();
    await expect(page.locator('iframe.video-frame')).toHaveCount(1);
  });

  test('an events period (du, au) lists exactly the events that start on those Paris days', async ({
    page,
  }) => {
    const res = await fetch(`${API_BASE}/content/events?items_per_page=50&_format=json`);
    const events = ((await res.json()) as { rows: { title: string; date: string }[] }).rows;
    const parisDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(
        new Date(iso),
      );
    const target = events[Math.floor(events.length / 2)];
    if (!target) throw new Error('aucun événement dans la démo');
    const day = parisDay(target.date);
    const expected = events.filter((e) => parisDay(e.date) === day).map((e) => e.title);
    await open(page, `/evenements?du=${day}&au=${day}`);
    const titles = page.getByRole('list', { name: 'Événements' }).locator('.card-title');
    await expect(titles).toHaveText(expected);
    for (const when of await page
      .getByRole('list', { name: 'Événements' })
      .locator('.card-meta time:first-of-type')
      .all())
      expect(parisDay((await when.getAttribute('datetime')) ?? '')).toBe(day);
  });

  test('a partner page lists the latest episodes that cite the partner, each with its play button', async ({
    page,
  }) => {
    const list = (await (await fetch(`${API_BASE}/content/partners?_format=json`)).json()) as {
      rows: { alias: string }[];
    };
    let found: { alias: string; title: string; episodes: { title: string }[] } | undefined;
    for (const p of list.rows) {
      const slug = p.alias.replace('/partenaires/', '');
      const detail = await (await fetch(`${API_BASE}/content/partners/${slug}?_format=json`)).json();
      if (detail.episodes?.length) {
        found = detail;
        break;
      }
    }
    if (!found) throw new Error('aucun partenaire cité par un épisode dans la démo');
    await open(page, found.alias);
    const episodes = page.getByRole('list', { name: `Épisodes avec ${found.title}` });
    await expect(page.getByRole('heading', { name: `Les épisodes avec ${found.title}` })).toBeVisible();
    await expect(episodes.locator('li')).toHaveCount(found.episodes.length);
    await expect(episodes).toContainText(found.episodes[0]?.title ?? '');
    await expect(episodes.locator('li').first().locator('button[data-play-episode]')).toBeVisible();
  });

  test('the events filters open in a modal dialog and land in the URL', async ({ page }) => {
    await open(page, '/evenements');
    await page.getByRole('button', { name: /Filtrer les événements/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer les événements' });
    await expect(dialog).toBeVisible();
    // Spec §2 "A modal queue exists: a new modal waits when one is visible": the filters hold the queue's front until closed.
    const front = () =>
      page.evaluate(
        () =>
          (window.RadioSDK as unknown as { modals: { state: { visible: { id: string } | null } } }).modals
            .state.visible?.id ?? null,
      );
    await expect.poll(front).toBe('events-filters');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(front).toBeNull();
    await page.getByRole('button', { name: /Filtrer les événements/ }).click();
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="du"]').fill('2020-01-01');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/du=2020-01-01/);
  });

  test('the saint of the day is searchable by first name', async ({ page }) => {
    await open(page, '/vie-spirituelle/le-saint-du-jour?prenom=Martin');
    await expect(page.locator('[aria-label="Saints trouvés"] .saint-card h2').first()).toContainText(
      /Martin/,
    );
  });

  test('the contact form validates in French', async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('#contact-status')).toContainText('Le formulaire contient des erreurs');
    await expect(page.locator('#email-error')).toContainText('adresse e-mail valide');
  });

  test('the contact form and the newsletter subscription reach the API', async ({ page }) => {
    await open(page, '/contact');
    await page.getByLabel('Nom').fill('Marie Dupont');
    await page.getByLabel('Adresse e-mail').fill('marie.dupont@example.fr');
    await page.getByLabel('Objet').fill('Horaires de la messe');
    await page.getByLabel('Message').fill('Bonjour, à quelle heure est retransmise la messe du dimanche ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('#contact-status')).toContainText('votre message a bien été envoyé');
    await open(page, '/newsletter');
    await page.locator('input[name="lists"]').first().check();
    await page.getByLabel('Adresse e-mail').fill('marie.dupont@example.fr');
    await page.getByRole('button', { name: "Je m'inscris" }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'ouvrez le lien que nous venons de vous envoyer' }),
    ).toBeVisible();
  });

  test('preview pages are never indexed', async ({ page }) => {
    const article = await firstNode('article');
    await open(page, `/preview/${article.id}`);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });
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
      await fetch(`${API_BASE}/content/episodes_by_show/${show.id}?_format=json`)
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
