// Screenshots of the main pages at 1366 px and 390 px into docs/screens/, so anyone can look at
// the site without running it (site finish). PNG at the viewport's size (not the full page) keeps them small.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { API, SITE } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';

const OUT = join(import.meta.dirname, '../../docs/screens');
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function first(type: string): Promise<string> {
  const res = await fetch(`${API}/content/api/nodes?_format=json&type=${type}&items_per_page=1`);
  const row = ((await res.json()) as { rows: { alias: string }[] }).rows[0];
  if (!row) throw new Error(`aucun contenu de type ${type} dans la démo`);
  return row.alias;
}

async function shoot(page: Page, name: string) {
  // The live page is an embed page without the header (its player is the SDK's element).
  await hydrated(page).catch(() => page.waitForTimeout(2000));
  // Lazy images below the fold are not in the shot; the ones above it have loaded.
  await page.waitForLoadState('networkidle').catch(() => {});
  for (const w of WIDTHS) {
    await page.setViewportSize({ width: w.width, height: w.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, `${name}-${w.name}.png`) });
  }
}

test('docs/screens: home, a show, an article, the live, the saint of the day, search', async ({ page }) => {
  mkdirSync(OUT, { recursive: true });
  const pages: Array<[string, string]> = [
    ['home', '/'],
    // A show with two hosts, its slot in the grid and the podcast apps configured.
    ['show', '/vie-spirituelle/la-parole-du-jour'],
    ['article', await first('article')],
    ['live', '/direct/RCFNational'],
    ['saint-du-jour', '/vie-spirituelle/le-saint-du-jour'],
    ['search', '/recherche?q=pri%C3%A8re'],
  ];
  for (const [name, path] of pages) {
    await page.goto(`${SITE}${path}`);
    await shoot(page, name);
  }
});
