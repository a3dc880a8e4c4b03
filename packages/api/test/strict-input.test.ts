// Inputs an attacker shapes: numbers written as strings or arrays, texts of invisible characters,
// partial bodies, positions past the end of an episode, and what an account deletion leaves behind.
import { encryptEmail } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, CONTACT_TOKEN, type Harness, startApi } from './harness.js';
import { type Http, overHttp } from './http.js';

const ANNE = { sub: '3c1a7f20-0000-4000-8000-0000000000a7', email: 'anne@exemple.fr' };
// biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON, checked field by field.
type Json = any;

/** One API on a backend for the file's tests, over HTTP, with Anne's token and a long episode. */
function suite(backend: (typeof BACKENDS)[number]) {
  const t = {} as {
    api: Harness;
    http: Http;
    auth: Record<string, string>;
    episode: { id: number; duration: number };
  };
  const call = async (method: string, path: string, body?: unknown, headers = t.auth) => {
    const r = await t.http.request(path, { method, headers, body });
    return { status: r.status, body: (r.text ? JSON.parse(r.text) : null) as Json };
  };
  beforeAll(async () => {
    t.api = await startApi(backend);
    t.http = await overHttp(t.api);
    t.auth = await t.api.bearer(ANNE.sub, ANNE.email);
    const [row] = await t.api.db.query<{ id: number; duration: number }>(
      "SELECT id, (data->>'duration')::int AS duration FROM nodes WHERE type = 'episode' AND (data->>'duration')::int > 60 ORDER BY id LIMIT 1",
    );
    t.episode = row as { id: number; duration: number };
  }, 180_000);
  afterAll(async () => t.api?.close());
  return { t, call };
}
type Suite = ReturnType<typeof suite>;

describe.each(BACKENDS)('strict input on %s', (backend) => {
  const s = suite(backend);
  numbers(s);
  resumePositions(s);
  contactForm(s);
  deletion(s);
});

/** Numbers in JSON bodies are numbers. */
function numbers({ t, call }: Suite) {
  it('"5000" and [5000] are refused where a number is expected (bodies are not coerced)', async () => {
    const tracker = (offset: unknown) => ({
      field_replay_wso2_uid: ANNE.sub,
      field_replay_media_id: t.episode.id,
      field_replay_offset: offset,
    });
    for (const offset of ['5000', [5000], true, null, 5000.5, '', ' 5000']) {
      const r = await call('POST', '/content/entity/rcf_tracking_replay', tracker(offset));
      expect(r, JSON.stringify(offset)).toMatchObject({ status: 400 });
      expect(r.body.message).toBe(
        'Paramètre « field_replay_offset » du corps invalide : un nombre est attendu.',
      );
    }
    const ok = await call('POST', '/content/entity/rcf_tracking_replay', tracker(5000));
    expect(ok.status).toBe(201);
    const status = await call('PATCH', `/content/rcf_tracking_replay/${ok.body.id}`, {
      field_replay_offset: 6000,
      field_replay_status: '0',
    });
    expect(status.status).toBe(400);
    const second = await call('POST', '/second/tracker', {
      user_id: ANNE.sub,
      media_id: t.episode.id,
      offset: [1],
    });
    expect(second.status).toBe(400);
    // Paths and query strings are text: their numbers are still read as numbers.
    expect(
      (await call('GET', `/content/api/episode/${t.episode.id}?_format=json`, undefined, {})).status,
    ).toBe(200);
    expect(
      (await call('GET', '/content/api/nodes?type=article&page=1&items_per_page=2', undefined, {})).status,
    ).toBe(200);
  });
}

/** A resume position is within its episode. */
function resumePositions({ t, call }: Suite) {
  it('a resume position past the end of the episode is stored as its end («Arrêté à 2:46:40 sur 1:55»)', async () => {
    const end = t.episode.duration * 1000;
    const r = await call('POST', '/content/entity/rcf_tracking_replay', {
      field_replay_wso2_uid: ANNE.sub,
      field_replay_media_id: t.episode.id,
      field_replay_offset: 10_000_000,
    });
    expect(r.status).toBe(201);
    expect(r.body.field_replay_offset).toBe(end);
    const patched = await call('PATCH', `/content/rcf_tracking_replay/${r.body.id}`, {
      field_replay_offset: end + 1,
    });
    expect(patched.body.field_replay_offset).toBe(end);
    const second = await call('PATCH', `/second/tracker/${r.body.id}`, { offset: 2_000_000_000 });
    expect(second.body.offset).toBe(end);
    const within = await call('PATCH', `/second/tracker/${r.body.id}`, { offset: end - 1 });
    expect(within.body.offset).toBe(end - 1);
    const [stored] = await t.api.db.query<{ offset_ms: number }>(
      'SELECT offset_ms FROM tracking_replay WHERE id = $1',
      [r.body.id],
    );
    expect(stored?.offset_ms).toBe(end - 1);
  });
}

/** The public contact form and the contact details. */
function contactForm({ t, call }: Suite) {
  it('a contact message of zero-width characters does not pass the 10-character minimum', async () => {
    const base = {
      name: 'Anne',
      email: 'anne@exemple.fr',
      subject: 'Bonjour',
      message: 'Un message assez long.',
    };
    const invisible = [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u3164',
      ' ',
      '\u00a0',
      '\u3000',
    ];
    const cases: [string, object, string][] = [
      [
        'message',
        { ...base, message: '\u200b'.repeat(10) },
        'Votre message doit contenir au moins 10 caractères.',
      ],
      [
        'message',
        { ...base, message: invisible.join('') },
        'Votre message doit contenir au moins 10 caractères.',
      ],
      [
        'message',
        { ...base, message: `abc${'\u200b'.repeat(20)}` },
        'Votre message doit contenir au moins 10 caractères.',
      ],
      ['name', { ...base, name: '\u200b\u200c' }, 'Indiquez votre nom.'],
      ['subject', { ...base, subject: '\ufeff \u2060' }, "Indiquez l'objet de votre message."],
    ];
    for (const [field, body, message] of cases) {
      const r = await call('POST', '/contact/messages', body, {});
      expect(r, field).toEqual({ status: 400, body: { status: 400, message } });
    }
    const stored = await t.api.db.query('SELECT 1 FROM contact_messages WHERE email = $1', [
      'anne@exemple.fr',
    ]);
    expect(stored).toEqual([]);
    // Ten visible characters, accents and all, pass.
    expect((await call('POST', '/contact/messages', { ...base, message: 'Élégance !' }, {})).status).toBe(
      202,
    );
  });

  it('a partial POST /contact/{enc} changes the fields sent and never wipes the others', async () => {
    const enc = await encryptEmail(ANNE.email, CONTACT_TOKEN);
    const full = {
      civility: '1',
      firstname: 'Anne',
      lastname: 'Durand',
      birthdate: '1975-03-02',
      phone: '+33 6 12 34 56 78',
      address: '3 rue de la Paix',
      zipcode: '69005',
      city: 'Lyon',
      country: 'FR',
    };
    expect((await call('POST', `/contact/${enc}`, full)).status).toBe(200);
    const partial = await call('POST', `/contact/${enc}`, { city: 'Annecy' });
    expect(partial.status).toBe(200);
    expect((await call('GET', `/contact/${enc}`)).body).toMatchObject({ ...full, city: 'Annecy' });
    // An empty body changes nothing; a field sent empty is cleared, on purpose.
    expect((await call('POST', `/contact/${enc}`, {})).body).toMatchObject({ ...full, city: 'Annecy' });
    expect((await call('POST', `/contact/${enc}`, { phone: '', birthdate: '' })).body).toMatchObject({
      ...full,
      city: 'Annecy',
      phone: '',
      birthdate: '',
    });
  });
}

/** What an account deletion leaves. */
function deletion({ t, call }: Suite) {
  it('deleting the contact purges that person’s pending e-mail change, newsletter requests and form counters', async () => {
    const enc = await encryptEmail(ANNE.email, CONTACT_TOKEN);
    expect((await call('POST', `/contact/${enc}`, { firstname: 'Anne' })).status).toBe(200);
    const change = { oldEmail: ANNE.email, newEmail: 'anne.nouvelle@exemple.fr' };
    expect((await call('PATCH', '/contact/email', change)).status).toBe(202);
    const lists = Object.keys((await call('GET', '/mailing/news', undefined, {})).body).slice(0, 1);
    expect((await call('POST', '/mailing/subscribe', { email: ANNE.email, lists }, {})).status).toBe(202);
    // Someone else's pending change and requests stay.
    const other = await t.api.bearer('3c1a7f20-0000-4000-8000-0000000000b8', 'benoit@exemple.fr');
    expect(
      (
        await call(
          'PATCH',
          '/contact/email',
          { oldEmail: 'benoit@exemple.fr', newEmail: 'b2@exemple.fr' },
          other,
        )
      ).status,
    ).toBe(202);
    await call('POST', '/mailing/subscribe', { email: 'benoit@exemple.fr', lists }, {});
    const left = async () => ({
      moves: (await t.api.db.query<{ sub: string }>('SELECT sub FROM contact_email_moves ORDER BY sub')).map(
        (r) => r.sub,
      ),
      pending: (
        await t.api.db.query<{ email: string }>('SELECT email FROM newsletter_pending ORDER BY email')
      ).map((r) => r.email),
      counters: (
        await t.api.db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE '%@%' ORDER BY key")
      ).map((r) => r.key),
    });
    expect(await left()).toMatchObject({
      moves: [ANNE.sub, '3c1a7f20-0000-4000-8000-0000000000b8'],
      pending: [ANNE.email, 'benoit@exemple.fr'],
    });
    expect((await left()).counters).toContain(`newsletter:${ANNE.email}`);
    const deleted = await call('DELETE', `/contact/${enc}`);
    expect(deleted.status).toBe(200);
    expect(await left()).toEqual({
      moves: ['3c1a7f20-0000-4000-8000-0000000000b8'],
      pending: ['benoit@exemple.fr'],
      counters: ['newsletter:benoit@exemple.fr'],
    });
  });
}
