// The listener account (spec §3, « Mon compte ») in a real browser: real users on the local identity service,
// the real API (PGlite) and the real site; the API is also queried directly with the users' tokens.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  accessToken,
  api,
  BASE,
  createUser,
  createUserWithContact,
  encryptEmail,
  lastCode,
  recreate,
  signIn,
  type TestUser,
} from '../../e2e/support/account';

const SHOW_PATH = '/actualite/le-grand-matin';
const SHOW_TITLE = 'Le Grand Matin';
const NAV = { timeout: 30_000 };

type History = {
  rows: { tracker: { offset: number; media_id: string }; episode: { id: number; title: string } }[];
};

/** The player engine's state, read through the SDK the page loaded. */
const playerState = (page: Page) =>
  page.evaluate(() => {
    const s = (
      window.RadioSDK as unknown as {
        player: {
          store: { getState(): { status: string; position: number; sound: { id: number | string } | null } };
        };
      }
    ).player.store.getState();
    return { status: s.status, position: s.position, id: s.sound ? String(s.sound.id) : null };
  });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let user: TestUser;
let firstEpisode: { id: string; title: string };
let laterEpisode: { id: string; title: string };

test.beforeAll(async () => {
  user = await createUser('Bernadette');
});

test('account rule "/mon-compte/* redirecting anonymous visitors to sign-in with a return URL", then back after sign-in', async ({
  page,
}) => {
  await page.goto(`${BASE}/mon-compte/mes-favoris`);
  await expect(page).toHaveURL(`${BASE}/mon-compte/signIn?redirect=%2Fmon-compte%2Fmes-favoris`, NAV);
  await page.goto(`${BASE}/mon-compte`);
  await expect(page).toHaveURL(/\/mon-compte\/signIn\?redirect=%2Fmon-compte%2Ftableau-de-bord$/, NAV);
  await signIn(page, user, '/mon-compte/signIn?redirect=%2Fmon-compte%2Fmes-favoris');
  await expect(page).toHaveURL(`${BASE}/mon-compte/mes-favoris`, NAV);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore d'émission favorite.")).toBeVisible(NAV);
  // The sign-in pages keep their own layout (spec §2 "Account pages without that layout").
  await page.goto(`${BASE}/mon-compte/modifier-mon-mot-de-passe`);
  await expect(page.getByRole('navigation', { name: 'Mon compte' })).toHaveCount(0);
});

test('journey: favourite show → mes-favoris → play 15 s → mes-ecoutes with its position → reload → resume there → listen later', async ({
  page,
}) => {
  await signIn(page, user);
  await page.goto(`${BASE}${SHOW_PATH}`);
  const favourite = page.getByRole('button', { name: 'Ajouter à mes favoris' });
  await favourite.click();
  await expect(page.getByRole('button', { name: 'Dans mes favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
    NAV,
  );

  await page.goto(`${BASE}/mon-compte/mes-favoris`);
  await expect(
    page.getByRole('list', { name: 'Émissions favorites' }).getByRole('link', { name: SHOW_TITLE }),
  ).toBeVisible(NAV);

  // Play the first episode of the show for 15 s (signed in: no roll, positions saved every 10 s).
  await page.goto(`${BASE}${SHOW_PATH}`);
  const card = page.locator('article.episode-card').first();
  firstEpisode = {
    id: (await card.getAttribute('data-episode-id')) ?? '',
    title: ((await card.locator('.card-title').textContent()) ?? '').trim(),
  };
  await card.getByRole('button', { name: `Écouter : ${firstEpisode.title}` }).click();
  await expect.poll(async () => (await playerState(page)).status, NAV).toBe('playing');
  await expect
    .poll(async () => (await playerState(page)).position, { timeout: 40_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(15);
  await page.evaluate(() => window.RadioSDK?.pause());
  const pausedAt = (await playerState(page)).position;

  const token = await accessToken(user);
  const saved = await api('GET', `/content/rcf_tracking_replay/${user.sub}/${firstEpisode.id}`, token);
  expect(saved.status).toBe(200);
  const offset = (saved.body as { offset: number }[])[0]?.offset ?? 0;
  // §4 "Every 10th one-second tick … the position is saved": about 10 s in (ticks follow the audio clock).
  expect(offset).toBeGreaterThanOrEqual(9_000);
  const savedSecond = Math.floor(offset / 1000);

  await page.goto(`${BASE}/mon-compte/mes-ecoutes`);
  const row = page.locator(`li.account-episode[data-episode-id="${firstEpisode.id}"]`);
  await expect(row).toBeVisible(NAV);
  await expect(row.locator('[data-position-seconds]')).toHaveAttribute(
    'data-position-seconds',
    String(savedSecond),
  );
  await expect(row).toContainText(`Arrêté à 0:${String(savedSecond).padStart(2, '0')}`);

  await page.reload();
  await expect(row).toBeVisible(NAV);
  await row.getByRole('button', { name: `Reprendre : ${firstEpisode.title}` }).click();
  await expect.poll(async () => (await playerState(page)).id, NAV).toBe(firstEpisode.id);
  await expect.poll(async () => (await playerState(page)).status, NAV).toBe('playing');
  // There, or where this browser last heard it (kept across reloads, later than the last save).
  const resumedAt = (await playerState(page)).position;
  expect(resumedAt).toBeGreaterThanOrEqual(savedSecond);
  expect(resumedAt).toBeLessThan(Math.max(savedSecond, pausedAt) + 5);
  await page.evaluate(() => window.RadioSDK?.pause());

  // The 'episode listened' action modal offers to resume or mark as listened.
  await row.getByRole('button', { name: `Actions : ${firstEpisode.title}` }).click();
  const modal = page.getByRole('dialog', { name: firstEpisode.title });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reprendre la lecture' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Listen later, from an episode card of the show page.
  await page.goto(`${BASE}${SHOW_PATH}`);
  const second = page.locator('article.episode-card').nth(1);
  laterEpisode = {
    id: (await second.getAttribute('data-episode-id')) ?? '',
    title: ((await second.locator('.card-title').textContent()) ?? '').trim(),
  };
  const bookmark = second.getByRole('button', { name: `À écouter plus tard : ${laterEpisode.title}` });
  await bookmark.click();
  await expect(second.locator('[data-listen-later]')).toHaveAttribute('aria-pressed', 'true', NAV);
  await page.goto(`${BASE}/mon-compte/a-ecouter-plus-tard`);
  await expect(page.getByRole('list', { name: 'Épisodes à écouter plus tard' })).toContainText(
    laterEpisode.title,
    NAV,
  );
});

test('mes-coordonnees: contact details through the contact proxy are there again after a reload', async ({
  page,
}) => {
  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/mes-coordonnees`);
  const form = page.getByRole('form', { name: 'Mes coordonnées' });
  await expect(form).toBeVisible(NAV);
  // Civilities are sorted by label (spec §3).
  const civilities = await form.getByLabel('Civilité').locator('option').allInnerTexts();
  const labels = civilities.slice(1);
  expect(labels.length).toBeGreaterThan(1);
  expect([...labels].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(labels);
  await form.getByLabel('Civilité').selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Prénom (facultatif)' }).fill('Bernadette');
  await form.getByRole('textbox', { name: 'Nom (facultatif)', exact: true }).fill('Soubirous');
  await form.getByLabel('Date de naissance').fill('1984-01-07');
  await form.getByLabel('Ville').fill('Lourdes');
  await form.getByLabel('Code postal').fill('65100');
  await form.getByLabel('Pays').selectOption('FR');
  await form.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
  await expect(page.locator('.auth-notice')).toContainText('Vos coordonnées ont été enregistrées.', NAV);

  // Newsletter subscriptions: the lists of the mailing proxy, without the 'Newsletter ' prefix, sorted.
  const newsletters = page.getByRole('form', { name: 'Mes newsletters' });
  await expect(newsletters.getByRole('checkbox')).not.toHaveCount(0, NAV);
  const names = await newsletters.locator('label').allTextContents();
  expect(names.every((n) => !n.startsWith('Newsletter '))).toBe(true);
  expect([...names].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(names);
  await newsletters.getByRole('checkbox', { name: 'Le saint du jour' }).check();
  await newsletters.getByRole('button', { name: 'Enregistrer mes abonnements' }).click();
  await expect(page.locator('.auth-notice')).toContainText(
    'Vos abonnements aux newsletters ont été enregistrés.',
    NAV,
  );

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Le saint du jour' })).toBeChecked(NAV);
  await expect(page.getByRole('checkbox', { name: 'Culture' })).not.toBeChecked();
  await expect(form.getByLabel('Ville')).toHaveValue('Lourdes', NAV);
  await expect(form.getByLabel('Date de naissance')).toHaveValue('1984-01-07');
  await expect(form.getByLabel('Pays')).toHaveValue('FR');
  await expect(form.getByRole('textbox', { name: 'Nom (facultatif)', exact: true })).toHaveValue('Soubirous');
});

test('account deletion: a confirmation dialog, then the API holds no row for that user and the user is signed out', async ({
  page,
}) => {
  // Before: the API holds the user's favourites, positions, listen-later entries and contact.
  const token = await accessToken(user);
  const enc = await encryptEmail(user.email);
  expect(((await api('GET', `/content/favorites/${user.sub}`, token)).body as unknown[]).length).toBe(1);
  expect(
    ((await api('GET', `/content/tracker-listening-by-user/${user.sub}/all/10`, token)).body as History).rows
      .length,
  ).toBe(1);
  expect((await api('GET', `/content/listen-later/${user.sub}/ids`, token)).body).toEqual([
    Number(laterEpisode.id),
  ]);
  expect((await api('GET', `/contact/${enc}`, token)).status).toBe(200);

  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/mon-profil`);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  // A fresh proof of identity first: the password (account-guards.spec.ts tries without it).
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(page).toHaveURL(`${BASE}/`, NAV);
  await expect(page.locator('.auth-notice')).toContainText(
    'Votre compte et toutes vos données ont été supprimés.',
  );
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();

  // After: no row left (the old token still verifies against the JWKS, so the API answers).
  expect((await api('GET', `/content/favorites/${user.sub}`, token)).body).toEqual([]);
  expect(
    ((await api('GET', `/content/tracker-listening-by-user/${user.sub}/all/10`, token)).body as History).rows,
  ).toEqual([]);
  expect(
    (await api('GET', `/content/rcf_tracking_replay/${user.sub}/${firstEpisode.id}`, token)).body,
  ).toEqual([]);
  expect((await api('GET', `/content/listen-later/${user.sub}/ids`, token)).body).toEqual([]);
  // The identity user is gone: signing in fails; a new account with the same e-mail finds no contact.
  await expect(accessToken(user)).rejects.toThrow(/InitiateAuth/);
  const fresh = await recreate(user);
  expect((await api('GET', `/contact/${await encryptEmail(user.email)}`, fresh)).status).toBe(404);
});

test("§6 user A's token cannot read or delete user B's favourites, trackers, listen-later list or contact", async () => {
  const [a, b] = await Promise.all([createUser('Alice'), createUser('Bruno')]);
  const [ta, tb] = await Promise.all([accessToken(a), accessToken(b)]);
  const fav = await api('POST', '/content/entity/favorite', tb, { wso2_uid: b.sub, show_id: 1001 });
  expect(fav.status).toBe(201);
  const tracker = await api('POST', '/content/entity/rcf_tracking_replay', tb, {
    field_replay_wso2_uid: b.sub,
    field_replay_media_id: '100001',
    field_replay_offset: 12_000,
    field_replay_status: 1,
  });
  expect(tracker.status).toBe(201);
  expect(
    (await api('POST', '/content/entity/listen_later', tb, { wso2_uid: b.sub, episode_id: 100001 })).status,
  ).toBe(201);
  const encB = await encryptEmail(b.email);
  expect((await api('POST', `/contact/${encB}`, tb, { city: 'Paray-le-Monial' })).status).toBe(200);

  const favId = (fav.body as { id: number }).id;
  const trackerId = (tracker.body as { id: number }).id;
  const denied = [
    await api('GET', `/content/favorites/${b.sub}`, ta),
    await api('GET', `/content/favorites/content/${b.sub}`, ta),
    await api('DELETE', `/content/favorite/${favId}`, ta),
    await api('DELETE', `/content/favorites/${b.sub}`, ta),
    await api('POST', '/content/entity/favorite', ta, { wso2_uid: b.sub, show_id: 1001 }),
    await api('GET', `/content/tracker-listening-by-user/${b.sub}/all/10`, ta),
    await api('GET', `/content/rcf_tracking_replay/${b.sub}/100001`, ta),
    await api('PATCH', `/content/rcf_tracking_replay/${trackerId}`, ta, { field_replay_offset: 0 }),
    await api('DELETE', `/content/tracker/${b.sub}`, ta),
    await api('GET', `/content/listen-later/${b.sub}`, ta),
    await api('DELETE', `/content/listen-later/${b.sub}`, ta),
    await api('GET', `/contact/${encB}`, ta),
    await api('POST', `/contact/${encB}`, ta, { city: 'Ailleurs' }),
    await api('DELETE', `/contact/${encB}`, ta),
    await api('POST', `/contact/dons/${encB}`, ta),
  ];
  expect(denied.map((r) => r.status)).toEqual(denied.map(() => 403));
  for (const r of denied) expect((r.body as { message: string }).message).toMatch(/[a-zé]/);
  expect((await api('GET', `/content/favorites/${b.sub}`, null)).status).toBe(401);

  // B's rows are intact.
  expect((await api('GET', `/content/favorites/${b.sub}`, tb)).body).toEqual([{ id: favId, show_id: 1001 }]);
  expect(
    ((await api('GET', `/content/rcf_tracking_replay/${b.sub}/100001`, tb)).body as { offset: number }[])[0]
      ?.offset,
  ).toBe(12_000);
  expect((await api('GET', `/content/listen-later/${b.sub}/ids`, tb)).body).toEqual([100001]);
  expect(((await api('GET', `/contact/${encB}`, tb)).body as { city: string }).city).toBe('Paray-le-Monial');
  expect(API_URL).toMatch(/^http:\/\/127\.0\.0\.1:/);
});

test('mon-profil: names and favourite radio saved on the identity user, the radio sent to the contact proxy', async ({
  page,
}) => {
  const someone = await createUser('Élise');
  await signIn(page, someone);
  await page.goto(`${BASE}/mon-compte/mon-profil`);
  const form = page.getByRole('form', { name: 'Mon profil' });
  await expect(form.getByLabel('Prénom')).toHaveValue('Élise', NAV);
  await form.getByLabel('Prénom').fill('Élisabeth');
  const radio = form.getByLabel('Ma radio préférée (facultatif)');
  await radio.selectOption({ index: 2 });
  const code = await radio.inputValue();
  expect(code).toMatch(/^RCF/);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.auth-notice')).toContainText('Votre profil a été enregistré.', NAV);

  await page.reload();
  await expect(form.getByLabel('Prénom')).toHaveValue('Élisabeth', NAV);
  await expect(radio).toHaveValue(code);
  const contact = await api(
    'GET',
    `/contact/${await encryptEmail(someone.email)}`,
    await accessToken(someone),
  );
  expect((contact.body as { radio: string }).radio).toBe(code);
});

test('modifier-infos-connexion: a new e-mail confirmed by its code; the contact follows it (PATCH /email)', async ({
  page,
}) => {
  const someone = await createUserWithContact('Damien', 'Ars');
  await signIn(page, someone);
  await page.goto(`${BASE}/mon-compte/modifier-infos-connexion`);
  const newEmail = someone.email.replace('compte.', 'nouveau.');
  const form = page.getByRole('form', { name: 'Modifier mon adresse e-mail' });
  await expect(form).toContainText(someone.email, NAV);
  await form.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await form.getByRole('button', { name: 'Recevoir un code de vérification' }).click();
  const confirm = page.getByRole('form', { name: 'Confirmation de la nouvelle adresse e-mail' });
  await expect(confirm).toBeVisible(NAV);
  await confirm.getByLabel('Code de vérification').fill(lastCode(newEmail));
  await confirm.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(page.locator('.auth-notice')).toContainText(
    'Votre nouvelle adresse e-mail est confirmée.',
    NAV,
  );
  await expect(page.getByRole('form', { name: 'Modifier mon adresse e-mail' })).toContainText(newEmail, NAV);

  const fresh = await accessToken({ email: newEmail, password: someone.password });
  const moved = await api('GET', `/contact/${await encryptEmail(newEmail)}`, fresh);
  expect(moved.status).toBe(200);
  expect((moved.body as { city: string; email: string }).city).toBe('Ars');
  expect((await api('GET', `/contact/${await encryptEmail(someone.email)}`, fresh)).status).toBe(403);
});

test('axe: each account page has no serious or critical violation', async ({ page }) => {
  const someone = await createUser('Cécile');
  await signIn(page, someone);
  for (const path of [
    'tableau-de-bord',
    'mon-profil',
    'mes-coordonnees',
    'modifier-infos-connexion',
    'mes-favoris',
    'mes-ecoutes',
    'a-ecouter-plus-tard',
    'mes-dons',
  ]) {
    await page.goto(`${BASE}/mon-compte/${path}`);
    await expect(page.locator('.account-content h1')).toBeVisible(NAV);
    await expect(page.locator('.account-content [aria-busy="true"]')).toHaveCount(0, NAV);
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
});
