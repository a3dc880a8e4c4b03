// Unpublished content through the API: a content withdrawn from publication (`unpublished_at`, an
// episode gone from its feed) or whose publication date is still to come is served by no public
// route, and by the preview route only with the site's signed preview link.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, startApi } from './harness.js';
import { type Http, overHttp } from './http.js';
import { type Hidden, hideContent, MARK, type OpenApi, routeUrls, shows } from './unpublished-walk.js';

const PREVIEW_SECRET = 'test-preview-secret-0123456789abcdef0123';
const LISTENER = { sub: '5b9e0c1d-0000-4000-8000-0000000000c1', email: 'claire@exemple.fr' };

/** The site's signed preview query (site/lib/preview-link.ts), computed here from its definition. */
function signed(id: number, expires: number, secret = PREVIEW_SECRET): string {
  const sig = createHmac('sha256', secret).update(`preview:${id}:${expires}`).digest('base64url');
  return `expires=${expires}&signature=${sig}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe.each(BACKENDS)('unpublished content on %s', (backend) => {
  let api: Harness;
  let http: Http;
  let hidden: Hidden[];
  let auth: Record<string, string>;

  beforeAll(async () => {
    api = await startApi(backend, { PREVIEW_SECRET });
    http = await overHttp(api);
    auth = await api.bearer(LISTENER.sub, LISTENER.email);
    hidden = await hideContent(api, http, auth, LISTENER.sub);
  }, 180_000);
  afterAll(async () => api?.close());

  it('GET /content/preview/{id}: refused anonymously, with a listener token and with a bad, moved or expired signature', async () => {
    const episode = hidden.find((h) => h.type === 'episode' && h.state === 'removed') as Hidden;
    const exp = inAnHour();
    const attempts: [string, Record<string, string>][] = [
      [`/content/preview/${episode.id}`, {}],
      [`/content/preview/${episode.id}?_format=json`, { origin: 'https://evil.example' }],
      [`/content/preview/${episode.id}`, auth],
      [`/content/preview/${episode.id}?expires=${exp}&signature=${'A'.repeat(43)}`, {}],
      // A signature of another id, of another expiry, an expired one, one of another key.
      [`/content/preview/${episode.id}?${signed(episode.id + 1, exp)}`, {}],
      [
        `/content/preview/${episode.id}?${signed(episode.id, exp).replace(String(exp), String(exp + 60))}`,
        {},
      ],
      [`/content/preview/${episode.id}?${signed(episode.id, Math.floor(Date.now() / 1000) - 1)}`, {}],
      [
        `/content/preview/${episode.id}?${signed(episode.id, exp, 'dev-preview-secret-change-me-in-production')}`,
        {},
      ],
      // More than 30 days ahead: no editor's link lives that long.
      [`/content/preview/${episode.id}?${signed(episode.id, exp + 31 * 86400)}`, {}],
    ];
    for (const [path, headers] of attempts) {
      const r = await http.request(path, { headers });
      expect(r.status, path).toBe(403);
      expect(r.text, path).not.toContain(MARK);
      expect(JSON.parse(r.text)).toEqual({
        status: 403,
        message: 'Aperçu réservé aux liens de prévisualisation signés.',
      });
      expect(r.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(r.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('GET /content/preview/{id} with the signed link: the content, private, no-store, unreadable cross-origin', async () => {
    for (const h of hidden) {
      const path = `/content/preview/${h.id}?${signed(h.id, inAnHour())}`;
      for (const origin of [undefined, 'https://evil.example', 'http://127.0.0.1:3100']) {
        const r = await http.request(path, { headers: origin ? { origin } : {} });
        expect(r.status, path).toBe(200);
        expect(JSON.parse(r.text)).toMatchObject({ id: h.id, title: h.title, preview: true });
        expect(r.headers.get('cache-control')).toBe('private, no-store');
        expect(r.headers.get('access-control-allow-origin'), `${path} from ${origin}`).toBeNull();
      }
    }
    // Published content previews too (an editor checks a page before changing it).
    const published = await http.request(`/content/preview/1?${signed(1, inAnHour())}`);
    expect([200, 404]).toContain(published.status);
  });

  it('previews are closed when the API has no PREVIEW_SECRET, or the development one in production', async () => {
    const DEV = 'dev-preview-secret-change-me-in-production';
    for (const [env, secret] of [[{ APP_ENV: 'production', PREVIEW_SECRET: DEV }, DEV]] as const) {
      const closed = await startApi('pglite', env);
      try {
        const r = await closed.app.inject({ url: `/content/preview/1?${signed(1, inAnHour(), secret)}` });
        expect(r.statusCode).toBe(403);
      } finally {
        await closed.close();
      }
    }
  });

  it('no other GET route serves a withdrawn or scheduled content, whatever id or slug it is asked with', async () => {
    const doc = JSON.parse((await http.request('/docs/json')).text) as OpenApi;
    const urls = routeUrls(doc, api.routes, hidden, LISTENER.sub);
    // Every GET route of the route table that takes an id or a slug is walked (and the lists).
    expect(urls.length).toBeGreaterThan(300);
    const leaks: string[] = [];
    for (const url of urls) {
      for (const headers of [{}, auth]) {
        const r = await http.request(url, { headers });
        if (r.status >= 500) leaks.push(`${url} → ${r.status}`);
        for (const h of hidden)
          if (shows(r.text, h))
            leaks.push(`${url}${headers === auth ? ' (token)' : ''} → ${h.state} ${h.type} ${h.id}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 600_000);

  it('a listener cannot add a withdrawn or scheduled content to a list or a replay position', async () => {
    for (const h of hidden) {
      const writes: [string, object][] =
        h.type === 'episode'
          ? [
              ['/content/entity/listen_later', { wso2_uid: LISTENER.sub, episode_id: h.id }],
              [
                '/content/entity/rcf_tracking_replay',
                {
                  field_replay_wso2_uid: LISTENER.sub,
                  field_replay_media_id: h.id,
                  field_replay_offset: 1000,
                },
              ],
              ['/second/tracker', { user_id: LISTENER.sub, media_id: h.id, offset: 1000 }],
            ]
          : h.type === 'show'
            ? [['/content/entity/favorite', { wso2_uid: LISTENER.sub, show_id: h.id }]]
            : [];
      for (const [path, body] of writes) {
        const r = await http.request(path, { method: 'POST', headers: auth, body });
        expect(r.status, `${path} ${h.state} ${h.id}`).toBe(404);
        expect(r.text).not.toContain(MARK);
      }
    }
  });
});
