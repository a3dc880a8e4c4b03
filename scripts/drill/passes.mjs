// The drill's two passes under load: SIGKILL of one site and one API instance, then PostgreSQL
// stopped for 10 s; each gives its requests, writes, events and cache figures.
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyShowsUnavailable } from './browser.mjs';
import { cacheCounters, counted } from './metrics.mjs';
import { CDN, CDN_API, HOST, log, NGINX_DIR, P, PG_DIR, REPLAY_PATH, SECONDS, sleep } from './settings.mjs';
import { kill, pgCtl, startApi, startSite } from './stack.mjs';
import { cacheStats, cannon, lostWrites, merge, writers } from './traffic.mjs';

/**
 * One pass under load with `faults`: anonymous and account pages, public and signed-in API reads,
 * signed-in writes. While the database is stopped (`faults.outage`), a French 503 is expected of
 * the signed-in reads and writes, and counted apart.
 */
export async function pass(name, t, users, faults) {
  writeFileSync(join(NGINX_DIR, 'access.log'), '');
  execFileSync('nginx', ['-p', NGINX_DIR, '-c', join(NGINX_DIR, 'nginx.conf'), '-s', 'reopen']);
  log(`${name} : ${SECONDS} s de charge`);
  const before = await cacheCounters();
  const w = writers(users, t.episodes, SECONDS, faults.outage);
  const pages = cannon(CDN, t.pages, { accept: 'text/html', 'accept-encoding': 'gzip' }, 8, SECONDS);
  // Pages no cache keeps (the account area): every one reaches a site instance.
  const own = cannon(
    CDN,
    ['/mon-compte/signIn'],
    { accept: 'text/html', 'accept-encoding': 'gzip' },
    2,
    SECONDS,
  );
  const reads = cannon(CDN_API, t.reads, { accept: 'application/json' }, 4, SECONDS);
  // A listener's own history: never cached, every one reaches an API instance.
  const u = users[0];
  const mine = cannon(
    CDN_API,
    [`/content/tracker-listening-by-user/${u.sub}/all/10?_format=json`],
    { accept: 'application/json', authorization: `Bearer ${u.token}` },
    2,
    SECONDS,
    { unavailable: faults.outage },
  );
  const events = await faults.run();
  const [p0, p1, r0, r1, ws] = await Promise.all([pages, own, reads, mine, w.done]);
  const p = merge(p0, p1);
  await sleep(1500); // nginx flushes its log every second
  copyFileSync(join(NGINX_DIR, 'access.log'), join(NGINX_DIR, `access-${name.split(':')[0]}.log`));
  const writes = { ...ws, ...(await lostWrites(users, t.episodes, w.acked)) };
  if (ws.firstErrors.length) log(`${name} : premières écritures en échec : ${ws.firstErrors.join(' | ')}`);
  return {
    name,
    pages: p,
    reads: r0,
    mine: r1,
    writes,
    events,
    pageCache: cacheStats(P.cdn),
    apiCache: cacheStats(P.cdnApi),
    instances: counted(before, await cacheCounters()),
  };
}

export async function timed(fn) {
  const t0 = Date.now();
  await fn();
  return (Date.now() - t0) / 1000;
}

/** Pass 1: one site and one API instance SIGKILLed a quarter into the load, restarted 2 s later. */
export const killPass = () => ({
  outage: false,
  async run() {
    await sleep(SECONDS * 250);
    await kill('site1');
    await kill('api1');
    log('site1 et api1 tués (SIGKILL)');
    await sleep(2000);
    const [site, api] = await Promise.all([timed(() => startSite(0)), timed(() => startApi(0))]);
    log(`redémarrés : site ${site.toFixed(1)} s, API ${api.toFixed(1)} s`);
    return { siteRestart: site, apiRestart: api };
  },
});

/**
 * Pass 2: PostgreSQL stopped for 10 s; meanwhile `viewer` (a browser signed in on the site before
 * the pass) opens « Mes écoutes », where the French message must be on screen; then how long until
 * a write is acknowledged again.
 */
export const outagePass = (users, episodes, viewer) => ({
  outage: true,
  async run() {
    await sleep(SECONDS * 250);
    pgCtl('stop -m fast');
    const stopped = Date.now();
    log('PostgreSQL arrêté');
    const siteShowsMessage = viewer ? await historyShowsUnavailable(viewer.page) : false;
    await sleep(Math.max(0, 10_000 - (Date.now() - stopped)));
    pgCtl(
      `start -l ${PG_DIR}/log -o "-p ${P.pg} -k /tmp -c listen_addresses=${HOST} -c shared_buffers=512MB"`,
    );
    const restarted = Date.now();
    log('PostgreSQL redémarré');
    const u = users[0];
    while (Date.now() - restarted < 60_000) {
      const r = await fetch(`${CDN_API}${REPLAY_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          field_replay_wso2_uid: u.sub,
          field_replay_media_id: episodes[episodes.length - 1],
          field_replay_offset: 1,
        }),
      }).catch(() => null);
      if (r?.ok) break;
      await sleep(200);
    }
    return { writesBackAfter: (Date.now() - restarted) / 1000, siteShowsMessage };
  },
});
