import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, startApi } from './harness.js';

describe.each(BACKENDS)('public forms against robots on %s', (backend) => {
  let api: Harness;
  let lists: string[] = [];
  let client = 0;
  /** Each call from another client address: only the per-address limit can stop them. */
  const post = (url: string, payload: object) =>
    api.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, string>,
      remoteAddress: `198.51.100.${++client % 250}`,
    });
  const subscriptions = async (email: string) =>
    (
      await api.db.query<{ list_id: string }>(
        'SELECT list_id FROM newsletter_subscriptions WHERE email = $1 ORDER BY list_id',
        [email],
      )
    ).map((r) => r.list_id);
  /** The last link "sent" to an address (the local outbox: console and DATA_DIR/mailing/outbox.json). */
  const link = (email: string, kind: 'confirmation' | 'desinscription') =>
    new URL(
      JSON.parse(readFileSync(join(api.config.dataDir, 'mailing', 'outbox.json'), 'utf8'))[email][kind]
        .url as string,
    );

  beforeAll(async () => {
    api = await startApi(backend);
    lists = Object.keys((await api.app.inject({ url: '/mailing/news' })).json()).slice(0, 2);
  }, 180_000);
  afterAll(async () => api?.close());

  it('POST /mailing/subscribe subscribes nobody until the link sent to the address is opened (double opt-in)', async () => {
    const r = await post('/mailing/subscribe', { email: 'Claire@Exemple.fr', lists });
    expect(r.json()).toEqual({
      status: 202,
      message: 'Inscription presque terminée : confirmez-la avec le lien envoyé à votre adresse e-mail.',
    });
    expect(await subscriptions('claire@exemple.fr')).toEqual([]);
    const confirmation = link('claire@exemple.fr', 'confirmation');
    expect(`${confirmation.origin}${confirmation.pathname}`).toBe(
      'http://127.0.0.1:3100/newsletter/confirmation',
    );
    const token = confirmation.searchParams.get('jeton') as string;
    // Only the token's hash is stored.
    const pending = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM newsletter_pending');
    expect(pending.map((p) => p.token_hash)).not.toContain(token);

    const ok = await post('/mailing/confirm', { token });
    expect(ok.json()).toEqual({ status: 200, message: 'Inscription confirmée.', lists: [...lists].sort() });
    expect(await subscriptions('claire@exemple.fr')).toEqual([...lists].sort());
    // A link confirms once.
    expect((await post('/mailing/confirm', { token })).json()).toEqual({
      status: 400,
      message: 'Lien de confirmation invalide ou expiré : inscrivez-vous de nouveau.',
    });
  });

  it('the unsubscribe link ends every subscription; a forged one does nothing', async () => {
    const unsubscribe = link('claire@exemple.fr', 'desinscription');
    expect(unsubscribe.pathname).toBe('/newsletter/desinscription');
    const email = unsubscribe.searchParams.get('email') as string;
    const token = unsubscribe.searchParams.get('jeton') as string;
    const forged = await post('/mailing/unsubscribe', { email, token: `${token.slice(0, -2)}AA` });
    expect(forged.json()).toEqual({ status: 400, message: 'Lien de désinscription invalide.' });
    // One address's token is not another's.
    expect((await post('/mailing/unsubscribe', { email: 'autre@exemple.fr', token })).statusCode).toBe(400);
    expect(await subscriptions('claire@exemple.fr')).toEqual([...lists].sort());
    const ok = await post('/mailing/unsubscribe', { email, token });
    expect(ok.json()).toEqual({
      status: 200,
      message: 'Vous êtes désinscrit de toutes nos lettres d’information.',
    });
    expect(await subscriptions('claire@exemple.fr')).toEqual([]);
  });

  it('an expired confirmation link subscribes nobody', async () => {
    await post('/mailing/subscribe', { email: 'tard@exemple.fr', lists });
    await api.db.query(
      "UPDATE newsletter_pending SET expires_at = now() - interval '1 second' WHERE email = 'tard@exemple.fr'",
    );
    const token = link('tard@exemple.fr', 'confirmation').searchParams.get('jeton');
    expect((await post('/mailing/confirm', { token })).statusCode).toBe(400);
    expect(await subscriptions('tard@exemple.fr')).toEqual([]);
  });

  it('the honeypot: a filled hidden field gets the usual answer and nothing is stored or sent', async () => {
    const news = await post('/mailing/subscribe', {
      email: 'robot@exemple.fr',
      lists,
      website: 'http://spam.example',
    });
    expect(news.statusCode).toBe(202);
    const message = await post('/contact/messages', {
      name: 'Robot',
      email: 'robot@exemple.fr',
      subject: 'Offre',
      message: 'Achetez nos liens, prix imbattables.',
      website: 'http://spam.example',
    });
    expect(message.json()).toEqual({ status: 202, message: 'Message reçu, merci.' });
    expect(await api.db.query("SELECT 1 FROM newsletter_pending WHERE email = 'robot@exemple.fr'")).toEqual(
      [],
    );
    expect(await api.db.query("SELECT 1 FROM contact_messages WHERE email = 'robot@exemple.fr'")).toEqual([]);
  });

  it('per-address limits: 3 newsletter requests and 5 messages an hour per address, from any client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/mailing/subscribe', { email: 'cible@exemple.fr', lists })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await post('/mailing/subscribe', { email: 'CIBLE@exemple.fr', lists });
    expect(refused.json()).toEqual({
      status: 429,
      message: expect.stringMatching(
        /^Trop de demandes d'inscription pour cette adresse e-mail : 3 par heure au plus\. Réessayez dans \d+ min\.$/,
      ),
    });
    expect(
      await api.db.query("SELECT 1 FROM newsletter_pending WHERE email = 'cible@exemple.fr'"),
    ).toHaveLength(3);
    const sent: number[] = [];
    for (let i = 0; i < 6; i++)
      sent.push(
        (
          await post('/contact/messages', {
            name: 'Paul',
            email: 'paul@exemple.fr',
            subject: `Question ${i}`,
            message: 'Bonjour, une question sur la grille.',
          })
        ).statusCode,
      );
    expect(sent).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
