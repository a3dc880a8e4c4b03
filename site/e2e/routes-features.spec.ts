// The features of the public pages (§2 routes) on the demo content, in a real browser against the
// real API: search, programme grid, filters, the video facade, events, partners, contact, previews.
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { holdScripts, isHydrated } from '../../e2e/support/held-scripts';
import { hydrated } from '../../e2e/support/hydration';
import { firstNode, open } from '../../e2e/support/routes';

test.describe('search, programme grid, filters, media and partners', () => {
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

  test('the dossier filters its articles by radio, 9 per page, in the URL', async ({ page }) => {
    const folder = await firstNode('folder');
    await open(page, folder.alias);
    const related = page.locator('#articles .card');
    expect(await related.count()).toBeLessThanOrEqual(9);
    await page.locator('#filtre-radio').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/radio=RCF/);
  });

  test('the video facade loads the player only on click', async ({ page }) => {
    const video = await firstNode('video');
    await open(page, video.alias);
    await hydrated(page);
    await expect(page.locator('iframe.video-frame')).toHaveCount(0);
    await page.locator('button.video-facade').click();
    await expect(page.locator('iframe.video-frame')).toHaveCount(1);
  });

  test('a video pressed before any script of the page has run opens once they have: the tap is kept, never lost', async ({
    page,
  }) => {
    const video = await firstNode('video');
    const scripts = await holdScripts(page);
    await page.goto(`${BASE}${video.alias}`, { waitUntil: 'domcontentloaded' });
    const facade = page.locator('button.video-facade');
    await expect(facade).toBeVisible();
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    expect(await isHydrated(page, 'button.video-facade')).toBe(false);
    await facade.click();
    // Taken: it says it is on its way, and nothing loads the heavy player before the page is ready.
    await expect(facade).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('iframe.video-frame')).toHaveCount(0);
    await scripts.release();
    await expect(page.locator('iframe.video-frame')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('iframe.video-frame')).toHaveAttribute('src', /autoplay=1/);
  });

  test('an events period (du, au) lists exactly the events that start on those Paris days', async ({
    page,
  }) => {
    const res = await fetch(`${API_URL}/content/events?items_per_page=50&_format=json`);
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
    const list = (await (await fetch(`${API_URL}/content/partners?_format=json`)).json()) as {
      rows: { alias: string }[];
    };
    let found: { alias: string; title: string; episodes: { title: string }[] } | undefined;
    for (const p of list.rows) {
      const slug = p.alias.replace('/partenaires/', '');
      const detail = await (await fetch(`${API_URL}/content/partners/${slug}?_format=json`)).json();
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
});

test.describe('filters in a dialog, forms and previews', () => {
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
