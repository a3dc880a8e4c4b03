import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startApi } from './harness.js';

describe('public forms of the site', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi('pglite');
  }, 300_000);
  afterAll(async () => {
    await api?.close();
  });

  it('"/contact (a contact form that reaches the API)": a valid message is accepted and recorded', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/contact/messages',
      payload: {
        name: 'Marie Dupont',
        email: 'Marie@Example.fr',
        subject: 'Une question',
        message: 'Bonjour, à quelle heure passe la messe ?',
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 202, message: 'Message reçu, merci.' });
    const rows = await api.db.query<{ name: string; email: string; subject: string; message: string }>(
      "SELECT name, email, subject, message FROM contact_messages WHERE email = 'marie@example.fr'",
    );
    expect(rows).toEqual([
      {
        name: 'Marie Dupont',
        email: 'marie@example.fr',
        subject: 'Une question',
        message: 'Bonjour, à quelle heure passe la messe ?',
      },
    ]);
  });

  it('a bad message gets 400 with a French { status, message }', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/contact/messages',
      payload: { name: '', email: 'pas-un-email', subject: 'x', message: 'court' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    const stored = await api.db.query("SELECT 1 FROM contact_messages WHERE email = 'pas-un-email'");
    expect(stored).toEqual([]);
  });

  it('"/newsletter (subscription to the lists of the mailing proxy)": known lists only', async () => {
    const lists = Object.keys(
      (await api.app.inject({ url: '/mailing/news' })).json() as Record<string, string>,
    );
    expect(lists.length).toBeGreaterThan(0);
    // Double opt-in: each request is confirmed with the link of the local outbox.
    const subscribe = async (payload: { email: string; lists: string[] }) => {
      const r = await api.app.inject({ method: 'POST', url: '/mailing/subscribe', payload });
      if (r.statusCode !== 202) return r;
      const outbox = JSON.parse(readFileSync(join(api.config.dataDir, 'mailing', 'outbox.json'), 'utf8'));
      const token = new URL(outbox['abonne@exemple.fr'].confirmation.url).searchParams.get('jeton');
      expect(
        (await api.app.inject({ method: 'POST', url: '/mailing/confirm', payload: { token } })).statusCode,
      ).toBe(200);
      return r;
    };
    const subscribed = async () =>
      (
        await api.db.query<{ list_id: string }>(
          "SELECT list_id FROM newsletter_subscriptions WHERE email = 'abonne@exemple.fr' ORDER BY list_id",
        )
      ).map((r) => r.list_id);
    expect((await subscribe({ email: 'Abonne@Exemple.fr', lists: [lists[0] ?? ''] })).statusCode).toBe(202);
    expect(await subscribed()).toEqual([lists[0]]);
    // Subscribing again adds lists and keeps the earlier ones.
    if (lists[1]) {
      expect(
        (await subscribe({ email: 'abonne@exemple.fr', lists: [lists[1], lists[0] ?? ''] })).statusCode,
      ).toBe(202);
      expect(await subscribed()).toEqual([lists[0], lists[1]].sort());
    }
    // A known list beside an unknown one: 400, and nothing is written.
    const before = await subscribed();
    const bad = await subscribe({ email: 'abonne@exemple.fr', lists: [lists.at(-1) ?? '', 'nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Liste inconnue');
    expect(await subscribed()).toEqual(before);
  });

  it('"the embedded episode card": the episodes linked to an article', async () => {
    const rows = await api.db.query<{ article: string }>(
      "SELECT data->>'url_linked_article' AS article FROM nodes WHERE type = 'episode' AND data->>'url_linked_article' IS NOT NULL LIMIT 1",
    );
    const article = Number(rows[0]?.article);
    const res = await api.app.inject({ url: `/content/api/node/${article}/episodes` });
    expect(res.statusCode).toBe(200);
    const episodes = res.json() as { id: number; url_linked_article: string }[];
    expect(episodes.length).toBeGreaterThan(0);
    for (const e of episodes) expect(e.url_linked_article).toBe(`/node/${article}`);
    expect((await api.app.inject({ url: '/content/api/node/100001/episodes' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/content/api/node/abc/episodes' })).statusCode).toBe(400);
  });
});
