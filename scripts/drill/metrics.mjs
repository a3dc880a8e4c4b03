// The instances' own cache figures, read from their Prometheus endpoints (/metrics, prom-client):
// the site's page cache and the API's response cache, before and after each pass.
import { HOST, P } from './settings.mjs';

/** The sum of the samples of `name` whose labels include `labels`, in a Prometheus text. */
export function sum(text, name, labels = {}) {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      total += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
  }
  return total;
}

async function scrape(port) {
  try {
    const r = await fetch(`http://${HOST}:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
    return r.ok ? await r.text() : '';
  } catch {
    return '';
  }
}

const SITE_RESULTS = ['hit', 'stale', 'miss', 'pass'];
const API_RESULTS = ['hit', 'stale', 'miss'];

/** Each instance's cache counters now (an instance that does not answer counts zeros). */
export async function cacheCounters() {
  const site = await Promise.all(
    P.site.map(async (port) => {
      const t = await scrape(port);
      return Object.fromEntries(
        SITE_RESULTS.map((result) => [result, sum(t, 'site_page_cache_requests_total', { result })]),
      );
    }),
  );
  const api = await Promise.all(
    P.api.map(async (port) => {
      const t = await scrape(port);
      return Object.fromEntries(
        API_RESULTS.map((result) => [result, sum(t, 'api_response_cache_requests', { result })]),
      );
    }),
  );
  return { site, api };
}

/**
 * What the instances counted between two readings, summed: an instance restarted meanwhile (its
 * counters started again from zero) counts what it counted since its restart.
 */
export function counted(before, after) {
  const add = (b, a) => {
    const restarted = Object.keys(a).some((k) => a[k] < (b[k] ?? 0));
    return Object.fromEntries(Object.keys(a).map((k) => [k, restarted ? a[k] : a[k] - (b[k] ?? 0)]));
  };
  const total = (list) =>
    list.reduce((acc, c) => {
      for (const [k, v] of Object.entries(c)) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {});
  return {
    site: total(after.site.map((a, i) => add(before.site[i] ?? {}, a))),
    api: total(after.api.map((a, i) => add(before.api[i] ?? {}, a))),
  };
}

/** Share of the answers served from the cache (fresh or stale) among those it was asked for. */
export function hitRatio(c) {
  const asked = Object.values(c).reduce((a, b) => a + b, 0);
  return asked ? ((c.hit ?? 0) + (c.stale ?? 0)) / asked : 0;
}
