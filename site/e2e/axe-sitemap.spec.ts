// Accessibility of every page the sitemap lists in its pages part (/sitemap/pages-0.xml): axe finds
// no serious or critical violation on any of them (site finish: « axe: 0 serious/critical on every
// page listed in the sitemap's pages section »). The list is read from the site itself, so a page
// added to the sitemap is checked without touching this file.
import { expect, test } from '@playwright/test';
import { BASE } from '../../e2e/support/account';
import { seriousViolations } from '../../e2e/support/checks';

async function sitemapPages(): Promise<string[]> {
  const res = await fetch(`${BASE}/sitemap/pages-0.xml`);
  expect(res.status).toBe(200);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

for (const width of [1366, 390]) {
  test(`axe at ${width} px: every page of the sitemap’s pages part has no serious or critical violation`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = await sitemapPages();
    expect(paths.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const path of paths) {
      const res = await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
      expect(res?.status(), path).toBeLessThan(400);
      for (const v of await seriousViolations(page)) found.push(`${path} → ${v}`);
    }
    expect(found).toEqual([]);
  });
}
