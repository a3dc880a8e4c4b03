// Preview links (spec §1 "/preview/{id}", §6 "Preview content is flagged separately", §2 "403:
// title 'Accès refusé', text 'Accès non autorisé'"): only a link signed with PREVIEW_SECRET and
// not expired shows the content; anything else is the 403 screen with status 403.
import { expect, test } from '@playwright/test';
import { BASE } from '../../e2e/support/account';
import { API } from '../../e2e/support/env';
import { mint } from '../../e2e/support/preview-link';

type Node = { id: number; title: string };
async function firstArticle(): Promise<Node> {
  const res = await fetch(`${API}/content/api/nodes?type=article&items_per_page=1&_format=json`);
  const node = ((await res.json()) as { rows: Node[] }).rows[0];
  if (!node) throw new Error('aucun article dans la démo');
  return node;
}

const denied = async (page: import('@playwright/test').Page, path: string, title: string) => {
  const res = await page.goto(`${BASE}${path}`);
  expect(res?.status(), path).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await res?.text()).not.toContain(title);
};

test('§2 403: /preview/{id} without a signature is the 403 screen, with status 403, and shows nothing of the content', async ({
  page,
}) => {
  const article = await firstArticle();
  await denied(page, `/preview/${article.id}`, article.title);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
});

test('a link minted by the editors’ tool shows the unpublished content; a tampered, moved or expired one is refused', async ({
  page,
}) => {
  const article = await firstArticle();
  const link = new URL(mint(article.id));
  expect(link.origin).toBe(new URL(BASE).origin);
  expect(link.pathname).toBe(`/preview/${article.id}`);
  const res = await page.goto(link.toString());
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByText("Prévisualisation : ce contenu n'est pas encore publié.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

  const q = link.searchParams;
  const sig = q.get('signature') ?? '';
  const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
  await denied(
    page,
    `/preview/${article.id}?expires=${q.get('expires')}&signature=${flipped}`,
    article.title,
  );
  // The same signature for another content.
  const other = (await (
    await fetch(`${API}/content/api/nodes?type=article&items_per_page=2&_format=json`)
  ).json()) as { rows: Node[] };
  const second = other.rows[1];
  if (second) await denied(page, `/preview/${second.id}${link.search}`, second.title);
  // A later expiry with the old signature.
  await denied(
    page,
    `/preview/${article.id}?expires=${Number(q.get('expires')) + 3600}&signature=${sig}`,
    article.title,
  );
  // A link that has expired.
  const expired = new URL(mint(article.id, '--minutes', '-1'));
  await denied(page, `${expired.pathname}${expired.search}`, article.title);
});

test('§2 403: the 403 screen answers with status 403 at /acces-refuse too', async ({ page }) => {
  const res = await page.goto(`${BASE}/acces-refuse`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
});
