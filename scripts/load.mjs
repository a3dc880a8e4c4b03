// A small closed-loop HTTP load generator (no dependency): `connections` keep-alive sockets, each
// sending its next request as soon as the previous answer is read, for `durationMs`. Loopback only.
import http from 'node:http';

/** Value at quantile q (0..1) of an ascending array. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

export function median(values) {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** The headers of a browser's page load (what the site's page cache answers; see site/server/page-cache.ts). */
export const PAGE_REQUEST = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'fr-FR,fr;q=0.9',
};

/**
 * @param {{ url: string | string[], connections?: number, durationMs?: number, method?: string,
 *   headers?: Record<string,string>, timeoutMs?: number, maxRequests?: number }} opts
 * @returns {Promise<{ requests: number, errors: number, non2xx: number, statuses: Record<string, number>,
 *   rps: number, p50: number, p95: number, p99: number, max: number, bytes: number, firstErrors: string[] }>}
 */
export async function load(opts) {
  const urls = (Array.isArray(opts.url) ? opts.url : [opts.url]).map((u) => new URL(u));
  for (const u of urls) {
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname))
      throw new Error(`bench : boucle locale seulement (${u})`);
  }
  const connections = opts.connections ?? 10;
  const durationMs = opts.durationMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const latencies = [];
  const statuses = {};
  const firstErrors = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  let sent = 0;
  const t0 = performance.now();
  const end = t0 + durationMs;

  const one = (u) =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = http.request(
        u,
        { method: opts.method ?? 'GET', agent, headers: { accept: '*/*', ...(opts.headers ?? {}) } },
        (res) => {
          res.on('data', (c) => {
            bytes += c.length;
          });
          res.on('end', () => {
            latencies.push(performance.now() - start);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode < 200 || res.statusCode >= 400) non2xx++;
            resolve();
          });
          res.on('error', (e) => {
            errors++;
            if (firstErrors.length < 5) firstErrors.push(String(e.message));
            resolve();
          });
        },
      );
      req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error('délai dépassé')));
      req.on('error', (e) => {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(String(e.message));
        resolve();
      });
      req.end();
    });

  const worker = async (w) => {
    let i = w;
    while (performance.now() < end && (opts.maxRequests === undefined || sent < opts.maxRequests)) {
      sent++;
      await one(urls[i++ % urls.length]);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    non2xx,
    statuses,
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    bytes,
    firstErrors,
  };
}

/** Resident memory (KiB → MB) of a process, from /proc (Linux). */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process and all its descendants (next start forks its server). */
export async function treeRssMb(pid) {
  const { readdir, readFile } = await import('node:fs/promises');
  const parents = new Map();
  for (const d of await readdir('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = await readFile(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(d), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of parents) {
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const p of tree) {
    const v = await rssMb(p);
    if (Number.isFinite(v)) total += v;
  }
  return total;
}
