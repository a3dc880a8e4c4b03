// The drill (`npm run drill`, docs/deploy.md): the production topology on this machine, on loopback —
// nginx as the CDN and load balancer (proxy_cache), two site and two API instances on Debian's
// PostgreSQL, the identity service — under load (autocannon: anonymous pages and API reads; signed-in
// writes from loops that remember every acknowledged write).
//
// Pass 1 SIGKILLs one site and one API instance and restarts them: clients must see 0 failed requests
// (nginx retries idempotent requests, and the replay-position upsert, on the other instance) and every
// acknowledged write must be found afterwards. Pass 2 stops PostgreSQL for 10 s: pages and public
// reads keep coming from the caches; signed-in reads and writes answer 503 with a French message,
// which a signed-in listener's browser shows in place of « Mes écoutes »; everything recovers by itself.
//
// `npm run drill` (60 s a pass) writes its figures into docs/benchmarks.md (« Failure drill »);
// `npm run drill -- --short` is npm test's version (both passes, 25 s each). Either exits 1 unless
// every pass held (report.mjs, `problems`). Root only (apt-get for nginx and PostgreSQL, as
// scripts/ci-postgres.sh).
//
// The parts are modules of scripts/drill/: settings, stack (the processes), traffic, passes, report.
import { rmSync } from 'node:fs';
import { signedInBrowser } from './drill/browser.mjs';
import { killPass, outagePass, pass } from './drill/passes.mjs';
import { problems, report, writeReport } from './drill/report.mjs';
import { args, CDN, CDN_API, DATA_DIR, log, sleep } from './drill/settings.mjs';
import {
  ensureTools,
  startApi,
  startIdentity,
  startNginx,
  startPostgres,
  startSite,
  stopAll,
} from './drill/stack.mjs';
import { listener, targets } from './drill/traffic.mjs';
import { waitForHttp } from './services.mjs';

// --- Main ----------------------------------------------------------------------------------------------
let viewer = null;
async function main() {
  ensureTools();
  rmSync(DATA_DIR, { recursive: true, force: true });
  log('PostgreSQL');
  startPostgres();
  log('identité, API, nginx, sites');
  await startIdentity();
  await startApi(0); // migrates and seeds the empty database
  await startApi(1);
  startNginx();
  await waitForHttp(`${CDN_API}/health`, 10_000);
  await Promise.all([startSite(0), startSite(1)]);
  const users = await Promise.all([1, 2, 3, 4].map(listener));
  const t = await targets();
  // Warm the caches as the first visitors would.
  for (const p of t.pages)
    await fetch(`${CDN}${p}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
  // A listener signed in on the site before any fault: pass 2 shows them « Mes écoutes ».
  viewer = await signedInBrowser(users[1]).catch((e) => {
    log(`connexion dans Chromium impossible : ${String(e?.message ?? e).split('\n')[0]}`);
    return null;
  });
  const passes = [
    await pass('1: SIGKILL', t, users, killPass()),
    await pass('2: PostgreSQL stopped', t, users, outagePass(users, t.episodes, viewer)),
  ];
  const text = report(passes);
  console.log(text);
  if (!args.short) writeReport(text);
  return passes.flatMap(problems);
}

let code = 0;
try {
  const problems = await main();
  if (problems.length) {
    console.error(`[drill] ÉCHEC : ${problems.join(' ; ')}`);
    code = 1;
  } else log('0 échec, 0 écriture perdue');
} catch (e) {
  console.error('[drill]', e instanceof Error ? e.message : e);
  code = 1;
} finally {
  await viewer?.browser.close().catch(() => {});
  stopAll();
}
await sleep(500);
process.exit(code);
