// Load (200 connections on the API and the site) and the 5-minute soak's memory growth.
import { load, median, PAGE_REQUEST, rssMb, treeRssMb } from '../../scripts/load.mjs';
import { fmt, LOAD_SECONDS, progress, QUICK, row, SOAK, SOAK_SAMPLE_MS, SOAK_SECONDS } from './common.mjs';

// --- 8. load and soak ---------------------------------------------------------------------------------------------
export async function benchLoad(ctx) {
  const { stack, pages } = ctx;
  for (const [name, url] of [
    ['API', `${stack.api}/content/api/episode/${ctx.episodeId ?? 1}?_format=json`],
    ['site', `${stack.site}${pages.home}`],
  ]) {
    progress(`charge : 200 connexions × ${LOAD_SECONDS} s sur ${name}`);
    const r = await load({
      url,
      connections: 200,
      durationMs: LOAD_SECONDS * 1000,
      timeoutMs: 60_000,
      ...(name === 'site' ? { headers: PAGE_REQUEST } : {}),
    });
    const errs = r.errors + r.non2xx;
    row(
      'Load',
      `${name}: 200 connections for ${LOAD_SECONDS} s`,
      `${fmt(r.requests)} requests, ${errs} errors`,
      '0 errors',
      errs === 0,
      `${fmt(r.rps)} req/s, p99 ${fmt(r.p99)} ms${r.firstErrors.length ? `; ${r.firstErrors[0]}` : ''}`,
    );
  }
}

export async function benchSoak(ctx) {
  if (!SOAK) {
    row(
      'Soak',
      '5-minute soak',
      'not run',
      'memory growth < 10 %',
      null,
      QUICK ? 'BENCH_QUICK=1' : 'BENCH_SOAK=0',
    );
    return;
  }
  const { stack } = ctx;
  const apiPid = stack.pid('api');
  const sitePid = stack.pid('site');
  // The API's load mixes what the site and the players ask for: one popular episode (response
  // cache), episodes read from the database, lists, the radios and searches that miss the cache.
  const apiUrls = await soakApiUrls(stack.api, ctx.episodeId);
  const siteUrls = [`${stack.site}/`, `${stack.site}${ctx.pages.show ?? '/'}`];
  // Warm-up first, so the baseline is the steady state, not the cold start.
  await Promise.all([
    load({ url: apiUrls, connections: 20, durationMs: 20_000 }),
    load({ url: siteUrls, connections: 10, durationMs: 20_000, headers: PAGE_REQUEST }),
  ]);
  // Resident memory follows the garbage collector's sawtooth (the API's heap swings by ~80 MB
  // between major collections under load): one sample at each end says which tooth it hit. Growth
  // is the median of the last minute's samples against the median of the first minute's.
  const samples = [];
  const sample = async () =>
    samples.push({ t: Date.now(), api: await rssMb(apiPid), site: await treeRssMb(sitePid) });
  await sample();
  const timer = setInterval(() => {
    sample();
    progress(`endurance : ${Math.round((Date.now() - samples[0].t) / 1000)}/${SOAK_SECONDS} s`);
  }, SOAK_SAMPLE_MS);
  const [a, s] = await Promise.all([
    load({ url: apiUrls, connections: 20, durationMs: SOAK_SECONDS * 1000 }),
    load({ url: siteUrls, connections: 10, headers: PAGE_REQUEST, durationMs: SOAK_SECONDS * 1000 }),
  ]);
  clearInterval(timer);
  await sample();
  const t0 = samples[0].t;
  const tEnd = samples.at(-1).t;
  for (const name of ['api', 'site']) {
    const { first, last, growth, min, max } = soakGrowth(samples, name, t0, tEnd);
    const r = name === 'api' ? a : s;
    row(
      'Soak',
      `${name}: 5 minutes under load, resident memory (median of the first → last minute)`,
      `${fmt(first)} → ${fmt(last)} MB (${growth >= 0 ? '+' : ''}${fmt(growth, 1)} %)`,
      '< 10 % growth',
      growth < 10,
      `${fmt(r.requests)} requests, ${r.errors + r.non2xx} errors; ${samples.length} samples every ${SOAK_SAMPLE_MS / 1000} s, ${fmt(min)}–${fmt(max)} MB`,
    );
  }
}

/** Memory growth over a soak: median of the first minute's samples against the last minute's. */
function soakGrowth(samples, name, t0, tEnd, windowMs = 60_000) {
  const values = (from, to) => samples.filter((x) => x.t >= from && x.t <= to).map((x) => x[name]);
  const first = median(values(t0, t0 + windowMs));
  const last = median(values(tEnd - windowMs, tEnd));
  const all = samples.map((x) => x[name]);
  return {
    first,
    last,
    growth: ((last - first) / first) * 100,
    min: Math.min(...all),
    max: Math.max(...all),
  };
}

/** The soak's API addresses: cached and uncached reads, as the site and players make them. */
async function soakApiUrls(api, episodeId) {
  const urls = [`${api}/content/api/episode/${episodeId ?? 1}?_format=json`];
  try {
    const list = await (await fetch(`${api}/content/api/nodes?type=episode&items_per_page=50`)).json();
    for (const e of list.rows ?? []) urls.push(`${api}/content/api/episode/${e.id}?_format=json`);
  } catch {
    // the popular episode alone
  }
  for (let page = 0; page < 5; page++) urls.push(`${api}/content/api/nodes?type=episode&page=${page}`);
  urls.push(`${api}/content/regions2?_format=json`);
  for (const q of ['prière', 'famille', 'eglise', 'musique'])
    urls.push(`${api}/content/search?q=${encodeURIComponent(q)}`);
  return urls;
}
