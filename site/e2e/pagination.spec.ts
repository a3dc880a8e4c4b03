// Every paged list of the site, walked as a reader does: page 2 shows other items than page 1, the
// pager's links are `path?page=N` (page 1 the bare path, filters kept), a page past the last goes to
// the last (the rule of ListPage: spec §2 "page: 1-based in the URL"), and `page=0`, `page=-1`,
// `page=abc` are page 1, never an error.
import { expect, type Page, test } from '@playwright/test';
import { API, SITE } from '../../e2e/support/env';

const BASE = process.env.E2E_SITE_URL ?? SITE;
const API_BASE = process.env.E2E_API_URL ?? API;

/** `one`: the demo content fits on one page (no pager; past the last → the bare path). */
type List = {
  name: string;
  path: string;
  query?: Record<string, string>;
  one?: true;
  /** Where the paged list is, on a page with other lists. */
  scope?: string;
};

const first = async (url: string): Promise<{ alias: string; folder?: string }> => {
  const body = (await (await fetch(`${API_BASE}${url}`)).json()) as { rows: { alias: string }[] };
  const row = body.rows[0];
  if (!row) throw new Error(`rien à ${url}`);
  return row;
};

async function lists(): Promise<List[]> {
  const folder = await first('/content/api/nodes?type=folder&items_per_page=1&_format=json');
  return [
    { name: 'dossiers', path: '/dossiers', one: true },
    { name: 'vidéos', path: '/videos' },
    { name: 'partenaires', path: '/nos-partenaires', one: true },
    { name: 'événements', path: '/evenements' },
    { name: 'émissions de A à Z', path: '/emissions-a-z', query: { lettre: 'L' }, one: true },
    { name: 'tag', path: '/tag/priere' },
    { name: 'catégorie', path: '/culture' },
    { name: "épisodes d'une émission", path: '/vie-spirituelle/la-parole-du-jour' },
    { name: 'articles d’un dossier', path: folder.alias, scope: '#articles' },
    { name: 'recherche (un type)', path: '/recherche', query: { q: 'foi', type: 'article' } },
  ];
}

const href = (l: List, page: number) => {
  const q = new URLSearchParams(l.query);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${l.path}?${s}` : l.path;
};

/** What the list shows: the text of each item of the page's lists (not the pager, not the filters). */
const items = (page: Page, l: List) =>
  page
    .locator(`${l.scope ?? 'main'} :is(ul.grid, ul.list, ol.list) > li`)
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120)));

/**
 * The items once the list is drawn: the lists stream behind a loading state (loading.tsx, whose
 * skeleton items have no text), which React replaces a moment after the document has loaded.
 */
async function shown(page: Page, l: List): Promise<string[]> {
  await expect
    .poll(
      async () => {
        const texts = await items(page, l);
        return texts.length > 0 && texts.every(Boolean);
      },
      { message: `${l.name}: des éléments` },
    )
    .toBe(true);
  return items(page, l);
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test('every paged list: page 2 is other items, pager links right, past the last → the last, bad values → page 1', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const l of await lists()) {
    const res = await page.goto(`${BASE}${href(l, 1)}`);
    expect(res?.status(), l.name).toBe(200);
    const one = await shown(page, l);
    if (l.one) {
      await expect(pager(page), l.name).toHaveCount(0);
      await page.goto(`${BASE}${href(l, 2)}`);
      await expect(page, l.name).toHaveURL(`${BASE}${href(l, 1)}`);
      // The address changes before the page it leads to is drawn: wait for its items.
      await expect.poll(() => items(page, l), { message: l.name }).toEqual(one);
      continue;
    }
    await expect(pager(page), l.name).toBeVisible();
    const numbers = await pager(page)
      .getByRole('link', { name: /^Page \d+$/ })
      .allTextContents();
    const last = Math.max(2, ...numbers.map(Number));
    for (const n of numbers) {
      await expect(pager(page).getByRole('link', { name: `Page ${n}`, exact: true }), l.name).toHaveAttribute(
        'href',
        href(l, Number(n)),
      );
    }
    await expect(pager(page).getByRole('link', { name: 'Page précédente' })).toHaveCount(0);

    await pager(page).getByRole('link', { name: 'Page suivante' }).click();
    await expect(page, l.name).toHaveURL(`${BASE}${href(l, 2)}`);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(/2$/);
    const two = await shown(page, l);
    expect(
      two.filter((t) => one.includes(t)),
      `${l.name}: la page 2 montre d'autres éléments`,
    ).toEqual([]);
    await expect(pager(page).getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      href(l, 1),
    );

    // Past the last page: the last page, with its items.
    await page.goto(`${BASE}${href(l, 999)}`);
    await expect(page, l.name).toHaveURL(`${BASE}${href(l, last)}`);
    await shown(page, l);
    await expect(page.locator('main .empty-state')).toHaveCount(0);

    // Nonsense is page 1, answered normally.
    for (const bad of ['0', '-1', 'abc']) {
      const q = new URLSearchParams(l.query);
      q.set('page', bad);
      const r = await page.goto(`${BASE}${l.path}?${q}`);
      expect(r?.status(), `${l.name} page=${bad}`).toBe(200);
      await expect.poll(() => items(page, l), { message: `${l.name} page=${bad}` }).toEqual(one);
    }
  }
});
