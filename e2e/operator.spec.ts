import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { FeedServer } from '../packages/api/test/feed-server';
import { type PrivateStack, privateStack } from './support/private-stack';

/**
 * The operator's commands, as the README and docs/deploy.md give them, against a running product
 * on the embedded default (PGlite, no PREVIEW_SECRET): a podcast imported and refreshed while the
 * site is on the air, a backup and a restore, a preview link opened in the browser, an account
 * created by the operator. And a page's request id, followed into the site's and the API's logs.
 */
const root = join(import.meta.dirname, '..');
let stack: PrivateStack;
let feeds: FeedServer;

test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  feeds = await new FeedServer().start();
  stack = await privateStack('operator', 650, { LOG_LEVEL: 'info', FEEDS_REFRESH_MINUTES: '0' });
});

test.afterAll(async () => {
  await stack?.close();
  await feeds?.close();
});

/** `npm run …` or `pnpm …` from the repository root, as typed, on this stack's data. */
async function run(cmd: 'npm' | 'pnpm', args: string[], env: Record<string, string> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: stack.dataDir, ...env };
  delete base.PREVIEW_SECRET;
  delete base.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(cmd, args, { cwd: root, env: base });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

test('every operator command of the README works as written while the product runs', async ({ page }) => {
  const apiPid = stack.pid('api');
  const source = feeds.url('/feeds/podcasting20.xml');

  // « Importer les podcasts d'une radio », while the site is on the air.
  const imported = await run('npm', [
    'run',
    'feeds:import',
    '--',
    source,
    '--radio',
    'RCFNational',
    '--category',
    'vie-spirituelle',
  ]);
  expect(imported.stderr).not.toContain('déjà ouverte');
  expect(imported.code).toBe(0);
  expect(imported.stdout).toMatch(/émission \d+ créée : 3 épisode\(s\) ajouté\(s\)/);
  await page.goto(`${stack.site}/recherche?q=${encodeURIComponent('moines Tamié')}`);
  await expect(page.getByText('Les moines de Tamié et le fromage').first()).toBeVisible();

  const refreshed = await run('npm', ['run', 'feeds:refresh']);
  expect(refreshed.code).toBe(0);
  expect(refreshed.stdout).toContain('Aucun flux à relire maintenant.');

  // Backup and restore, the API running all along.
  const backup = await run('npm', ['run', 'backup']);
  expect(backup.code).toBe(0);
  const file = /Sauvegarde écrite : (\S+\.tar\.gz)/.exec(backup.stdout)?.[1] ?? '';
  expect(file.startsWith(join(stack.dataDir, 'backups'))).toBe(true);
  const restored = await run('npm', ['run', 'restore', '--', file]);
  expect(restored.code).toBe(0);
  expect(restored.stdout).toContain("par l'API en service");
  expect(stack.pid('api')).toBe(apiPid);
  await page.goto(`${stack.site}/recherche?q=${encodeURIComponent('Compostelle pèlerins')}`);
  await expect(page.getByText('Pèlerins de Compostelle').first()).toBeVisible();

  // The editors' preview link, without PREVIEW_SECRET: the development default of the README.
  const articles = await (
    await fetch(`${stack.api}/content/api/nodes?type=article&items_per_page=1&_format=json`)
  ).json();
  const article = articles.rows[0] as { id: number; title: string };
  const link = await run('pnpm', ['--filter', '@radio/site', 'preview-link', String(article.id)], {
    SITE_URL: stack.site,
  });
  expect(link.stderr).not.toContain('PREVIEW_SECRET');
  expect(link.code).toBe(0);
  const url = /https?:\/\/\S+\/preview\/\d+\?\S+/.exec(link.stdout)?.[0] ?? '';
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(article.title);

  // An account created by the operator: its first sign-in asks for a new password.
  const email = `operateur.${Date.now()}@example.fr`;
  const created = await run('npm', ['run', 'identity:create-user', '--', email]);
  expect(created.code).toBe(0);
  const temporary = /Mot de passe provisoire : (\S+)/.exec(created.stdout)?.[1] ?? '';
  const pool = JSON.parse(
    (await import('node:fs')).readFileSync(join(stack.dataDir, 'identity', 'pool.json'), 'utf8'),
  ) as { clientId: string; endpoint: string };
  const auth = await fetch(pool.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: temporary },
    }),
  });
  expect(((await auth.json()) as { ChallengeName?: string }).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
});

test('a page’s request id is in the site’s log and in the API’s, as JSON lines', async () => {
  // A page not rendered yet: its render reads the API.
  const res = await fetch(`${stack.site}/grille-des-programmes`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const id = res.headers.get('x-request-id') ?? '';
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => stack.log('api').includes(`"reqId":"${id}"`), { timeout: 10_000 }).toBe(true);
  const lines = (name: string) =>
    stack
      .log(name)
      .split('\n')
      .filter((l) => l.includes(id))
      .map((l) => JSON.parse(l) as { reqId: string; msg: string; req?: { url: string } });
  expect(lines('site').some((l) => l.reqId === id && l.req?.url === '/grille-des-programmes')).toBe(true);
  expect(lines('api').some((l) => l.reqId === id && l.req?.url.startsWith('/content/'))).toBe(true);
});
