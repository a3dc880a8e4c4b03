// The drill's verdict and report: what each pass must show (0 failed requests, 0 lost writes; while
// the database is down, French 503s only where no cache may answer, and the site showing the
// message), one table row a pass, and its place in docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetMarker, updateSummary } from '../../bench/sections/summary.mjs';
import { root } from '../ensure.mjs';
import { hitRatio } from './metrics.mjs';
import { SECONDS } from './settings.mjs';
import { failures } from './traffic.mjs';

/** What a pass got wrong, in French (empty: the pass held). */
export function problems(p) {
  const out = [];
  const add = (n, what) => n && out.push(`${n} ${what}`);
  const detail = (r) =>
    ` (réseau ${r.errors}, délai dépassé ${r.timeouts}, statut ${r.non2xx - (r.unavailable ?? 0)})`;
  add(failures(p.pages), `pages en échec${detail(p.pages)}`);
  add(failures(p.reads), `lectures publiques de l’API en échec${detail(p.reads)}`);
  add(failures(p.mine), `lectures connectées en échec (autres qu’un 503 en français)${detail(p.mine)}`);
  add(p.writes.failed, `écritures en échec ${p.writes.firstErrors.join(' | ')}`);
  add(p.writes.lost, 'écritures acquittées perdues');
  if (p.writes.acked === 0) out.push('aucune écriture acquittée');
  if (p.events.writesBackAfter !== undefined) {
    if (!p.events.siteShowsMessage) out.push('le site n’a pas montré le message d’indisponibilité');
    if (!p.mine.unavailable) out.push('aucun 503 en français pendant l’arrêt de la base');
  }
  return out.map((x) => `passe ${p.name} : ${x}`);
}

export const pct = (x) => `${(x * 100).toFixed(1)} %`;
const fmt = (n) => n.toLocaleString('en-US').replace(/,/g, ' ');

export function row(p) {
  const e = p.events;
  const recovery =
    e.siteRestart !== undefined
      ? `site ${e.siteRestart.toFixed(1)} s, API ${e.apiRestart.toFixed(1)} s to answer again`
      : `writes acknowledged ${e.writesBackAfter.toFixed(1)} s after the restart; « Mes écoutes » showed the French message: ${e.siteShowsMessage ? 'yes' : '**no**'}`;
  const w = p.writes;
  return [
    p.name,
    fmt(p.pages.requests.total),
    failures(p.pages),
    fmt(p.reads.requests.total),
    failures(p.reads),
    fmt(p.mine.requests.total),
    failures(p.mine),
    fmt(p.mine.unavailable ?? 0),
    fmt(w.sent),
    fmt(w.acked),
    `${w.found} / ${w.found + w.lost}`,
    w.failed,
    fmt(w.unavailable),
    `${pct(p.pageCache.ratio)} / ${pct(p.apiCache.ratio)}`,
    `${pct(hitRatio(p.instances.site))} / ${pct(hitRatio(p.instances.api))}`,
    recovery,
  ].join(' | ');
}

export function report(passes) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `<!-- drill:start -->
## Failure drill (\`npm run drill\`)

${when} UTC, ${SECONDS} s a pass, on this machine (2 shared cores), on loopback: nginx (\`proxy_cache\`,
load balancer) in front of 2 site and 2 API instances, Debian's PostgreSQL, the identity service
(docs/deploy.md). Load (autocannon): anonymous pages (8 connections) and account pages, never cached
(2); public API reads (4) and a signed-in listener's history, never cached (2); signed-in writes
(resume positions, one loop per listener, 4). Pass 1: one site and one API instance SIGKILLed a
quarter of the way in, restarted 2 s later. Pass 2: PostgreSQL stopped for 10 s; meanwhile Chromium,
signed in on the site, opens « Mes écoutes ».

| pass | pages | failed | public API reads | failed | signed-in reads | failed | of which French 503 (expected) | writes sent | acknowledged | found (pairs) | failed | French 503 (expected) | CDN hit ratio, pages / API | instances' caches, pages / API (/metrics) | recovery |
| ---- | ----- | ------ | ---------------- | ------ | --------------- | ------ | ------------------------------ | ----------- | ------------ | ------------- | ------ | --------------------- | -------------------------- | ----------------------------------------- | -------- |
${passes.map((p) => `| ${row(p)} |`).join('\n')}

Failed: network errors, timeouts and non-2xx statuses seen by the clients. While PostgreSQL is down,
a signed-in read or write answered 503 with the French « Service momentanément indisponible… » is
expected (no cache may answer it) and counted apart, and only if the site shows that message in place
of the list; any other answer is a failure. Found: each listener's stored position is at least the
last one acknowledged. CDN hit ratio: share of nginx's cacheable answers served from its cache (HIT,
STALE, UPDATING, REVALIDATED); account pages count as misses. Instances' caches: the site's page cache
(hit and stale among hit, stale, miss, pass) and the API's response cache (hit and stale among hit,
stale, miss), read from each instance's /metrics before and after the pass. Verdict: ${
    passes.flatMap(problems).join(' ; ') || '0 failed, 0 lost writes, every pass held'
  }. Cache statuses: ${passes
    .map(
      (p) =>
        `pass ${p.name} CDN pages ${JSON.stringify(p.pageCache.counts)}, API ${JSON.stringify(p.apiCache.counts)}, instances ${JSON.stringify(p.instances)}`,
    )
    .join('; ')}.
${budgetMarker(passes.map((p) => [`drill pass ${p.name}: 0 failed, 0 lost`, problems(p).length === 0]))}
<!-- drill:end -->`;
}

export function writeReport(text) {
  const file = join(root, 'docs', 'benchmarks.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Mesures\n';
  const re = /<!-- drill:start -->[\s\S]*?<!-- drill:end -->/;
  writeFileSync(file, re.test(old) ? old.replace(re, text) : `${old.trimEnd()}\n\n${text}\n`);
  updateSummary(file);
}
