// What the route journeys share: the demo content's first node of a type, opening a page once it
// has loaded, and the WCAG 2.1 AA check of the page as it is.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { API_URL, BASE } from './account';

export type ContentNode = {
  id: number;
  alias: string;
  title: string;
  tags?: { alias: string; name: string }[];
};

export async function firstNode(type: string): Promise<ContentNode> {
  const res = await fetch(`${API_URL}/content/api/nodes?type=${type}&items_per_page=1&_format=json`);
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { rows: ContentNode[] };
  const node = body.rows[0];
  if (!node) throw new Error(`aucun contenu de type ${type} dans la démo`);
  return node;
}

/** Opens a page once it has loaded (scripts run, so client components are hydrated). */
export async function open(page: Page, path: string) {
  return page.goto(`${BASE}${path}`, { waitUntil: 'load' });
}

export async function expectNoSeriousA11yIssues(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${label}: violations graves d'accessibilité`,
  ).toEqual([]);
}
