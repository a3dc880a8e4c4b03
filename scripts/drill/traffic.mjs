// The drill's traffic: signed-in listeners, the pages and reads they ask for, the load generators,
// the writers that remember every acknowledged write, and the CDN's cache figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CDN, CDN_API, DATA_DIR, NGINX_DIR, REPLAY_PATH, sleep } from './settings.mjs';

// --- Listeners and what they read ------------------------------------------------------------------
export async function identity(op, body) {
  const pool = JSON.parse(readFileSync(join(DATA_DIR, 'identity', 'pool.json'), 'utf8'));
  const r = await fetch(pool.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
    },
    body: JSON.stringify({ ClientId: pool.clientId, ...body }),
  });
  if (!r.ok) throw new Error(`${op}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** A signed-in listener: the identity service's account, its access token and its `sub`. */
export async function listener(n) {
  const email = `exercice.${Date.now()}.${n}@example.fr`;
  const password = 'Exercice2026ok';
  await identity('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: `Auditeur ${n}` },
      { Name: 'family_name', Value: 'Exercice' },
    ],
  });
  await identity('ConfirmSignUp', { Username: email, ConfirmationCode: '123456' });
  const out = await identity('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const token = out.AuthenticationResult.AccessToken;
  const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;
  return { token, sub, email, password, givenName: `Auditeur ${n}` };
}

export async function json(path) {
  const r = await fetch(`${CDN_API}${path}`);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return r.json();
}

export async function targets() {
  const rows = async (type, n) =>
    (await json(`/content/api/nodes?type=${type}&items_per_page=${n}&_format=json`)).rows ?? [];
  const shows = await rows('show', 6);
  const articles = await rows('article', 4);
  const episodes = await rows('episode', 8);
  const pages = ['/', '/grille-des-programmes', '/emissions-a-z', ...shows, ...articles].map((x) =>
    typeof x === 'string' ? x : x.alias,
  );
  const reads = [
    '/content/api/nodes?type=show&items_per_page=12&_format=json',
    '/content/api/nodes?type=episode&items_per_page=12&_format=json',
    '/content/radio/RCFNational?_format=json',
    ...episodes
      .slice(0, 4)
      .map((e) => `/content/api/nodes?type=episode&items_per_page=1&_format=json&page=${e.id % 5}`),
  ];
  return { pages, reads, episodes: episodes.map((e) => Number(e.id)) };
}

// --- Load --------------------------------------------------------------------------------------------
/** The API's answer while its database is out of reach (packages/api/src/db/outage.ts). */
export const UNAVAILABLE_FRENCH = /momentanément indisponible/;

/**
 * Load on `paths`. `unavailable`: a 503 whose body carries the French « momentanément
 * indisponible » is counted apart (`res.unavailable`), as expected while the database is stopped;
 * any other non-2xx stays a failure.
 */
export function cannon(url, paths, headers, connections, seconds, { unavailable = false } = {}) {
  let expected = 0;
  const onResponse = (status, body) => {
    if (status === 503 && UNAVAILABLE_FRENCH.test(String(body))) expected += 1;
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        // A request unanswered after 30 s is a failure (CloudFront's default origin timeout).
        timeout: 30,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path, ...(unavailable ? { onResponse } : {}) })),
      },
      (err, res) => (err ? reject(err) : resolve({ ...res, unavailable: expected })),
    );
  });
}

/**
 * Signed-in writes: each loop moves one listener's replay position forward; every 2xx is an
 * acknowledged write. While the database is stopped (`expectOutage`) a 503 carrying the French
 * message is expected (`unavailable`) and the loop tries again 100 ms later with the next
 * position, as the player does; any other refusal is a failure.
 */
export function writers(users, episodes, seconds, expectOutage) {
  const acked = new Map();
  const stats = { sent: 0, acked: 0, failed: 0, unavailable: 0, firstErrors: [] };
  const end = Date.now() + seconds * 1000;
  const loops = users.map(async (u, i) => {
    const media = episodes[i % episodes.length];
    const key = `${u.sub}/${media}`;
    let offset = (acked.get(key) ?? 0) + 1;
    while (Date.now() < end) {
      offset += 1;
      stats.sent += 1;
      try {
        const r = await fetch(`${CDN_API}${REPLAY_PATH}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', origin: CDN },
          body: JSON.stringify({
            field_replay_wso2_uid: u.sub,
            field_replay_media_id: media,
            field_replay_offset: offset,
            field_replay_status: 1,
          }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = await r.text();
        if (r.ok) {
          stats.acked += 1;
          acked.set(key, offset);
        } else if (r.status === 503 && expectOutage && UNAVAILABLE_FRENCH.test(body)) {
          // "writes answer 503 with a French message"
          stats.unavailable += 1;
          await sleep(100);
        } else {
          stats.failed += 1;
          if (stats.firstErrors.length < 5) stats.firstErrors.push(`${r.status} ${body.slice(0, 160)}`);
        }
      } catch (e) {
        stats.failed += 1;
        if (stats.firstErrors.length < 5) stats.firstErrors.push(String(e));
      }
    }
  });
  return { done: Promise.all(loops).then(() => stats), acked, stats };
}

/** Every acknowledged write is found: the stored position is at least the last acknowledged one. */
export async function lostWrites(users, episodes, acked) {
  let found = 0;
  let lost = 0;
  for (const [i, u] of users.entries()) {
    const media = episodes[i % episodes.length];
    const want = acked.get(`${u.sub}/${media}`);
    if (want === undefined) continue;
    const r = await fetch(`${CDN_API}/content/rcf_tracking_replay/${u.sub}/${media}`, {
      headers: { authorization: `Bearer ${u.token}` },
    });
    const rows = r.ok ? await r.json() : [];
    if ((rows[0]?.offset ?? -1) >= want) found += 1;
    else lost += 1;
  }
  return { found, lost };
}

export function cacheStats(port) {
  const lines = readFileSync(join(NGINX_DIR, 'access.log'), 'utf8').trim().split('\n');
  const counts = {};
  for (const l of lines) {
    const [p, , , state] = l.split(' ');
    if (p !== String(port)) continue;
    counts[state] = (counts[state] ?? 0) + 1;
  }
  const hits = (counts.HIT ?? 0) + (counts.STALE ?? 0) + (counts.UPDATING ?? 0) + (counts.REVALIDATED ?? 0);
  // Of the requests the cache may answer: writes ('-') and signed-in reads (BYPASS) never are.
  const total = Object.entries(counts)
    .filter(([k]) => k !== '-' && k !== 'BYPASS')
    .reduce((a, [, b]) => a + b, 0);
  return { counts, ratio: total ? hits / total : 0 };
}

/** Network errors, timeouts and non-2xx answers, but for the expected French 503s. */
export const failures = (r) => r.errors + r.timeouts + r.non2xx - (r.unavailable ?? 0);
/** Two autocannon results as one (the figures the report reads). */
export const merge = (a, b) => ({
  requests: { total: a.requests.total + b.requests.total },
  errors: a.errors + b.errors,
  timeouts: a.timeouts + b.timeouts,
  non2xx: a.non2xx + b.non2xx,
  unavailable: (a.unavailable ?? 0) + (b.unavailable ?? 0),
});
