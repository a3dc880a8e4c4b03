// The drill's report: one table row a pass, the outage's note, and its place in docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../ensure.mjs';
import { SECONDS } from './settings.mjs';
import { failures } from './traffic.mjs';

// --- Report ------------------------------------------------------------------------------------------
export const pct = (x) => `${(x * 100).toFixed(1)} %`;
export function row(p) {
  const e = p.events;
  const recovery =
    e.siteRestart !== undefined
      ? `site ${e.siteRestart.toFixed(1)} s, API ${e.apiRestart.toFixed(1)} s to answer again`
      : `writes acknowledged ${e.writesBackAfter.toFixed(1)} s after the restart`;
  return `| ${p.name} | ${p.pages.requests.total} | ${failures(p.pages)} | ${p.reads.requests.total} | ${failures(p.reads)} | ${p.writes.sent} | ${p.writes.acked} | ${p.writes.found} / ${p.writes.found + p.writes.lost} | ${p.writes.failed} | ${p.writes.unavailable} (${p.writes.unavailableFrench} in French) | ${pct(p.pageCache.ratio)} | ${pct(p.apiCache.ratio)} | ${recovery} |`;
}

/** What pass 2 still misses of the issue: writes during the outage must answer 503 with a French message. */
export function outageNote(passes) {
  const p = passes.find((x) => x.events.writesBackAfter !== undefined);
  if (!p?.writes.failed) return '';
  const seen = [...new Set(p.writes.firstErrors)].join('; ');
  return `\n\nNot yet met: while PostgreSQL was down the API answered ${p.writes.failed} writes otherwise than with a 503 and a French message (${seen}); signed-in reads, which no cache may answer, failed the same way. Pages and public reads kept coming from the cache, and writes were acknowledged again without restarting anything.`;
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
quarter of the way in, restarted 2 s later. Pass 2: PostgreSQL stopped for 10 s.

| pass | pages | failed | API reads | failed | writes sent | acknowledged | found (pairs) | failed | 503 (expected) | page hit ratio | API hit ratio | recovery |
| ---- | ----- | ------ | --------- | ------ | ----------- | ------------ | ------------- | ------ | -------------- | -------------- | ------------- | -------- |
${passes.map(row).join('\n')}

Failed: network errors, timeouts and non-2xx statuses seen by the clients (writes answered 503 while
PostgreSQL is down are counted apart). Found: each listener's stored position is at least the last
one acknowledged. Hit ratio: share of nginx's cacheable answers served from its cache (HIT, STALE,
UPDATING, REVALIDATED); account pages count as misses. Cache statuses: ${passes
    .map(
      (p) =>
        `pass ${p.name} pages ${JSON.stringify(p.pageCache.counts)}, API ${JSON.stringify(p.apiCache.counts)}`,
    )
    .join('; ')}.${outageNote(passes)}
<!-- drill:end -->`;
}

export function writeReport(text) {
  const file = join(root, 'docs', 'benchmarks.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Mesures\n';
  const re = /<!-- drill:start -->[\s\S]*?<!-- drill:end -->/;
  writeFileSync(file, re.test(old) ? old.replace(re, text) : `${old.trimEnd()}\n\n${text}\n`);
}
