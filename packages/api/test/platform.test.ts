import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../src/seed/index.js';
import { type Harness, startApi } from './harness.js';

// One backend is enough here: these rules live in the HTTP layer, not in SQL.
let api: Harness;
beforeAll(async () => {
  api = await startApi('pglite', {
    WRITE_RATE_LIMIT: '4',
    CORS_ORIGINS: 'http://127.0.0.1:3100,https://partenaire.exemple.org',
  });
}, 180_000);
afterAll(async () => api?.close());

describe('HTTP rules: validation and errors', () => {
  it('bad input never gets a 500 or a stack trace: always JSON { status, message } in French', async () => {
    const bad = [
      '/content/api/episode/%00',
      '/content/api/episode/1e3',
      '/content/api/episode/1e309',
      '/content/episodes_by_show/1001?page=1e309',
      '/content/events?items_per_page=-1e309',
      '/content/api/episode/%27%3B--',
      '/content/episodes_by_show/1001?page=1.5',
      '/content/episodes_by_show/1001?page=1&page=2',
      '/content/archives/abcd/1/1',
      '/content/archives/2026/0/1',
      '/content/archives/2026/1/32',
      '/content/programs-grid/RCFNational/2026-1-1',
      '/content/programs-grid/%3Cscript%3E/2026-01-01',
      '/content/api/dab/RCF-National',
      '/content/emissions-a-z/',
      '/content/emissions-a-z/12',
      '/content/rolls/?roll_level=abc',
      `/content/search?q=${'x'.repeat(201)}`,
      '/content/search?type=episode',
      '/content/api/saintdujour/search?day=x',
      '/content/radios/0',
      '/content/taxonomy/term/-4',
      '/content/rest_region/1/%2E%2E',
      '/content/api/nodes?type=user',
      '/content/api/node?alias=relative',
      '/second/folders/..%2F..',
      '/contact/countries?expanded=peut-etre',
      '/content/events?month=2026-1',
      // A NUL byte reaches PostgreSQL as an invalid UTF-8 text parameter unless refused first.
      '/content/api/node?alias=/videos/%00/4R',
      '/content/search?q=pri%00ere',
    ];
    for (const url of bad) {
      const r = await api.app.inject({ url });
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, url).toBeLessThan(500);
      const body = r.json();
      expect(Object.keys(body).sort(), url).toEqual(['message', 'status']);
      expect(body.status).toBe(r.statusCode);
      expect(body.message, url).not.toMatch(/at .+\.(ts|js):\d+|Error:|undefined/);
    }
  });

  it('malformed JSON bodies and wrong content types get 400/415 with a French message', async () => {
    const auth = await api.bearer('u-1', 'u1@exemple.fr');
    const addFavourite = (headers: Record<string, string>, payload: string | object) =>
      api.app.inject({ method: 'POST', url: '/content/entity/favorite', headers, payload });
    const broken = await addFavourite({ ...auth, 'content-type': 'application/json' }, '{"wso2_uid": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ status: 400, message: 'Corps de la requête invalide : JSON attendu.' });
    const text = await addFavourite({ ...auth, 'content-type': 'application/xml' }, '<favori/>');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/Type de contenu/);
    const missing = await addFavourite(auth, { wso2_uid: 'u-1' });
    expect(missing.json()).toEqual({ status: 400, message: 'Paramètre « show_id » du corps obligatoire.' });
  });

  it('unknown routes get 404 { status, message }; /health answers', async () => {
    expect((await api.app.inject('/content/nope')).json()).toEqual({
      status: 404,
      message: 'Ressource introuvable : /content/nope',
    });
    expect((await api.app.inject('/health')).json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});

describe('HTTP rules: CORS, rate limits, OpenAPI', () => {
  it('CORS: public reads open to every origin; writes and user-scoped calls only to configured origins', async () => {
    const read = await api.app.inject({
      url: '/content/radio/RCFNational',
      headers: { origin: 'https://nimporte.exemple.com' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    const preflight = (origin: string, method: string, headers = 'authorization,content-type') =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/content/entity/favorite',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': headers,
        },
      });
    expect(
      (await preflight('https://partenaire.exemple.org', 'POST')).headers['access-control-allow-origin'],
    ).toBe('https://partenaire.exemple.org');
    expect((await preflight('http://127.0.0.1:3100', 'DELETE')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:3100',
    );
    expect(
      (await preflight('https://pirate.exemple.com', 'POST')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect(
      (await preflight('https://pirate.exemple.com', 'GET')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('writes are rate limited per client: 429 { status, message } past the limit', async () => {
    const auth = await api.bearer('u-rate', 'rate@exemple.fr');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Its own client address, so that the other tests' writes do not count.
      const r = await api.app.inject({
        method: 'POST',
        url: '/content/entity/favorite',
        headers: auth,
        remoteAddress: '10.0.0.9',
        payload: { wso2_uid: 'u-rate', show_id: IDS.show },
      });
      statuses.push(r.statusCode);
      if (r.statusCode === 429)
        expect(r.json()).toEqual({
          status: 429,
          message: expect.stringMatching(/^Trop d'envois depuis votre connexion : 4 par minute au plus/),
        });
    }
    expect(statuses.slice(0, 4).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    // Reads are not limited.
    for (let i = 0; i < 10; i++)
      expect((await api.app.inject('/content/radio/RCFNational')).statusCode).toBe(200);
  });

  it('OpenAPI at /docs documents every route of the four APIs', async () => {
    const spec = (await api.app.inject('/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const toOpenApi = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');
    const missing = api.routes
      .filter((r) => !r.hidden && !r.url.startsWith('/docs') && r.method !== 'OPTIONS')
      .filter((r) => !spec.paths[toOpenApi(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/content')).length).toBeGreaterThan(40);
    const ui = await api.app.inject('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
