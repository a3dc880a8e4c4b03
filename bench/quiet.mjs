// Waiting for a quiet machine before a measurement: the services a bench step has just started,
// the seed or a browser closing keep the 2 CPUs busy for a while after they return.
import { readFileSync } from 'node:fs';

/** Share of the machine's CPU time spent busy over `ms`, from /proc/stat (0 where it is missing). */
export async function busyShare(ms) {
  const sample = () => {
    try {
      const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      return { idle: f[3] + (f[4] ?? 0), total: f.reduce((a, b) => a + b, 0) };
    } catch {
      return { idle: 0, total: 0 };
    }
  };
  const a = sample();
  await new Promise((r) => setTimeout(r, ms));
  const b = sample();
  return b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : 0;
}

/** Waits until less than `limit` of the CPU time is busy over 2 s, or `maxMs` has passed; the last share. */
export async function waitQuiet(limit = 0.15, maxMs = 120_000) {
  const until = Date.now() + maxMs;
  for (;;) {
    const busy = await busyShare(2000);
    if (busy <= limit || Date.now() >= until) return busy;
  }
}
