// Titles built once, on several page types, as a browser tab shows them: the page's own title, then
// « | RCF » once (the API's meta_title already carried the brand, and the layout added it again).
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';

const BRAND = process.env.BRAND || 'RCF';

async function firstAlias(type: string): Promise<{ alias: string; title: string }> {
  const res = await fetch(`${API_URL}/content/api/nodes?_format=json&type=${type}&items_per_page=1`);
  const row = ((await res.json()) as { rows: { alias: string; title: string }[] }).rows[0];
  if (!row) throw new Error(`aucun contenu de type ${type} dans la démo`);
  return row;
}

test('article, dossier, video, show and list pages: « Titre | RCF », the brand once', async ({ page }) => {
  const nodes = await Promise.all(['article', 'folder', 'video', 'show'].map(firstAlias));
  for (const n of nodes) {
    await page.goto(`${BASE}${n.alias}`);
    const title = await page.title();
    expect(title, n.alias).toBe(`${n.title} | ${BRAND}`);
  }
  for (const [path, own] of [
    ['/dossiers', 'Dossiers'],
    ['/videos', 'Vidéos'],
    ['/grille-des-programmes', 'Grille des programmes'],
  ] as const) {
    await page.goto(`${BASE}${path}`);
    expect(await page.title(), path).toBe(`${own} | ${BRAND}`);
  }
});
