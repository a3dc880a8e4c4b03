// The machine the figures were measured on, and docs/benchmarks.md written from the rows.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/ensure.mjs';
import { extra, fmt, LIGHTHOUSE_RUNS, notes, QUICK, RUNS, rows, SECONDS } from './common.mjs';
import { budgetMarker } from './summary.mjs';

// --- the report -------------------------------------------------------------------------------------------------------
export function machine() {
  const c = cpus();
  let mem = totalmem();
  try {
    // A container's limit, when there is one, is the memory really available.
    const lim = Number(readFileSync('/sys/fs/cgroup/memory.max', 'utf8'));
    if (Number.isFinite(lim) && lim < mem) mem = lim;
  } catch {
    // no cgroup v2 limit
  }
  let nproc = c.length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || nproc;
  } catch {
    // keep os.cpus()
  }
  return {
    nproc,
    memGb: mem / 1024 ** 3,
    cpu: c[0]?.model ?? 'unknown',
    node: process.version,
    load: loadavg()[0] ?? 0,
  };
}

export function write(m, failures) {
  const met = rows.filter((r) => r.met === true).length;
  const missed = rows.filter((r) => r.met === false).length;
  const sections = [...new Set(rows.map((r) => r.section))];
  const lines = [
    '# Benchmarks',
    '',
    `Rewritten by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC${QUICK ? ' — **quick mode** (BENCH_QUICK=1: one short run each, not representative)' : ''}.`,
    '',
    `Machine: ${m.nproc} CPU (${m.cpu}), ${fmt(m.memGb, 1)} GB memory, Node ${m.node}, ${process.platform}. ` +
      `Load generator, services and browser share this machine, on loopback. Load average when the run started: ${fmt(m.load, 1)}${m.load > m.nproc ? ' — **the machine was busy with other work; figures are lower than on an idle machine**' : ''}.`,
    '',
    `Each throughput figure is the median of ${RUNS} runs of ${SECONDS} s (min–max in brackets); baselines are measured in the same run. ` +
      `Budgets come from the issues. This report's own rows: ${met} met, ${missed} missed, ${rows.length - met - missed} without a budget or not measured.`,
    budgetMarker(
      rows.map((r) => [`${r.section}: ${r.what}`, r.met === true ? true : r.met === false ? false : null]),
    ),
    '',
  ];
  for (const s of sections) {
    lines.push(`## ${s}`, '', '| what | measured | budget | met | note |', '| --- | --- | --- | --- | --- |');
    for (const r of rows.filter((x) => x.section === s)) {
      const verdict = r.met === true ? 'yes' : r.met === false ? '**no**' : '—';
      lines.push(
        `| ${r.what} | ${r.value} | ${r.budget} | ${verdict} | ${r.note.replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`,
      );
    }
    lines.push('');
  }
  if (extra.length) {
    lines.push('## Other bench scripts', '');
    for (const e of extra)
      lines.push(`### bench/${e.name}${e.ok ? '' : ' (failed)'}`, '', '```', e.out.slice(0, 6000), '```', '');
  }
  if (failures.length || notes.length) {
    lines.push('## Not measured', '');
    for (const f of failures) lines.push(`- ${f}`);
    for (const n of notes) lines.push(`- ${n}`);
    lines.push('');
  }
  lines.push(
    '## How to read and rerun',
    '',
    '- `npm run bench` builds what is missing, starts its own services (API 4600, PostgreSQL API 4602, search API 4601, site 3600, identity 9629; data in `.data/bench*`), and stops them at the end.',
    '- PostgreSQL is started with `scripts/ci-postgres.sh` when run as root, or taken from `BENCH_DATABASE_URL`.',
    '- The search figure uses `pnpm --filter @radio/api seed --scale 150` (≈ 100 000 episodes) in `.data/bench-scale`, kept between runs.',
    '- Each Lighthouse run and each API measurement starts once the machine is quiet (under 15 % CPU busy over 2 s; at most 30 s and 2 min of waiting).',
    `- Lighthouse: ${LIGHTHOUSE_RUNS} runs a page, default mobile settings (slow 4G and ×4 CPU simulated from one unthrottled load). Its LCP counts every script that ran before the largest image was painted in that load: Next's async chunks used to, on loopback, which put their ~130 KB before the LCP (≈ 1.7–2.1 s against ≈ 1.1 s). The site's server now starts its scripts after the main image (site/server/deferred-scripts.ts).`,
    "- Slow phone, observed: home and show pages in Chromium (CPU ×4) through a link shaped like Lighthouse's slow 4G (1.6 Mbit/s, 150 ms round trip, shared fairly by all connections; bench/link.mjs), median of 5 loads, as served and with Next's async tags put back. It is the price of the Lighthouse figure above: the same LCP, interactivity later.",
    '- `BENCH_SOAK=0` skips the 5-minute soak; `BENCH_QUICK=1` makes a short trial run; `BENCH_ONLY=site,lighthouse,…` runs a subset.',
    '- The SDK and API sections (when present) are written by `bench/sdk.mjs` and `bench/api.mjs`, which `npm run bench` runs after this report.',
    '',
  );
  writeFileSync(join(root, 'docs/benchmarks.md'), lines.join('\n'));
}
