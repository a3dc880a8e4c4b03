// `npm run bench`: measures the product on this machine and rewrites docs/benchmarks.md.
// Every figure sits beside its budget (from the issues) and says whether it is met. Services run
// on ports of their own (API 4600/4601, site 3600, identity 9629) with DATA_DIR .data/bench, on
// loopback only; every loop is bounded. BENCH_QUICK=1 shortens everything (for trying the script),
// BENCH_SOAK=0 skips the 5-minute soak (on by default here; `npm test` runs a short load only).
//
// Each section is a module of bench/sections/ (bench/run.mjs is the order they run in); the
// folder keeps them out of the "other bench scripts" this file runs at the end (bench/*.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/ensure.mjs';
import { startStack } from '../scripts/stack.mjs';
import { benchApiPglite, benchApiPostgres } from './sections/api-throughput.mjs';
import { ensureBuilt } from './sections/build.mjs';
import { benchClick } from './sections/click.mjs';
import {
  CHROME,
  failures,
  fmt,
  notes,
  ONLY,
  PORTS,
  progress,
  QUICK,
  row,
  rows,
  SOAK,
  startedAt,
  step,
} from './sections/common.mjs';
import { benchLighthouse } from './sections/lighthouse.mjs';
import { benchLoad, benchSoak } from './sections/load-soak.mjs';
import { benchOthers } from './sections/others.mjs';
import { machine, write } from './sections/report.mjs';
import { benchSearch } from './sections/search.mjs';
import { benchSite, sitePages } from './sections/site.mjs';
import { benchSizes } from './sections/sizes.mjs';
import { benchSlowLink } from './sections/slow-link.mjs';
import { benchSound } from './sections/sound.mjs';
import { updateSummary } from './sections/summary.mjs';
import { slowPhoneSection } from './slow-phone-section.mjs';

// --- main ---------------------------------------------------------------------------------------------------------------
const m = machine();
console.log(
  `bench : ${m.nproc} CPU, ${fmt(m.memGb, 1)} GB, Node ${m.node}${QUICK ? ' (mode rapide)' : ''}${SOAK ? ', endurance 5 min incluse' : ''}`,
);
ensureBuilt();
const ctx = { stack: null, pages: { home: '/', show: null, article: null } };
async function guarded(name, fn, key) {
  step(name);
  if (ONLY && key && !ONLY.has(key)) {
    notes.push(`${name}: skipped (BENCH_ONLY)`);
    return;
  }
  try {
    await fn();
  } catch (e) {
    failures.push(
      `${name}: ${String(e?.message ?? e)
        .split('\n')
        .slice(0, 3)
        .join(' ')}`,
    );
  }
}

// The SDK and API parts have scripts of their own (bench/sdk.mjs, bench/api.mjs, run at the end):
// this file measures those budgets itself only when such a script is missing.
const hasOwn = (f) => existsSync(join(root, 'bench', f));
if (!hasOwn('sdk.mjs')) await guarded('sizes', () => benchSizes(), 'sizes');
if (!hasOwn('api.mjs')) {
  await guarded('API on PGlite', () => benchApiPglite(), 'api');
  await guarded('API on PostgreSQL', () => benchApiPostgres(), 'api');
  await guarded('search at 100 000 episodes', () => benchSearch(), 'search');
}
try {
  await guarded('site', async () => {
    ctx.stack = await startStack({
      ports: PORTS,
      dataDir: '.data/bench',
      only: ['identity', 'api', 'site', 'examples'],
      quiet: true,
    });
    const eps = await (await fetch(`${ctx.stack.api}/content/api/nodes?type=show&items_per_page=1`)).json();
    const firstShow = eps.rows?.[0]?.id;
    const list = await (
      await fetch(`${ctx.stack.api}/content/episodes_by_show/${firstShow}?items_per_page=1`)
    ).json();
    ctx.episodeId = list.rows?.[0]?.id;
    if (!ONLY || ONLY.has('site')) await benchSite(ctx);
    else ctx.pages = await sitePages(ctx.stack);
  });
  if (ctx.stack) {
    await guarded('Lighthouse', () => benchLighthouse(ctx), 'lighthouse');
    await guarded('slow link', () => benchSlowLink(ctx), 'link');
    await guarded(
      'slow phone',
      () =>
        slowPhoneSection({
          ctx,
          examples: `http://127.0.0.1:${PORTS.examples}`,
          quick: QUICK,
          chrome: CHROME,
          row,
          progress,
        }),
      'phone',
    );
    await guarded('sound at once', () => benchSound(ctx), 'sound');
    await guarded('click to playing', () => benchClick(ctx), 'click');
    await guarded('load (200 connections)', () => benchLoad(ctx), 'load');
    await guarded('soak', () => benchSoak(ctx), 'soak');
  }
} finally {
  await ctx.stack?.close();
}
write(m, failures);
const written = failures.length;
await guarded('bench/sdk.mjs, bench/api.mjs and other scripts', () => benchOthers(), 'others');
if (failures.length > written) {
  const doc = join(root, 'docs/benchmarks.md');
  const more = failures.slice(written).map((f) => `- ${f}`);
  writeFileSync(
    doc,
    `${readFileSync(doc, 'utf8').trimEnd()}\n\n## Bench scripts that failed\n\n${more.join('\n')}\n`,
  );
}
// The opening line: every section's budgets, met and missed (bench/sections/summary.mjs).
const summary = updateSummary();
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(
  `docs/benchmarks.md réécrit (${rows.length} mesures, ${failures.length} étapes en échec) en ${Math.round((Date.now() - startedAt) / 1000)} s.`,
);
for (const f of failures) console.log(`  ✗ ${f}`);
if (summary)
  console.log(
    `${summary.met} met, ${summary.missed.length} missed${summary.missed.length ? ` : ${summary.missed.join(' ; ')}` : ''}`,
  );
