// The parts' own bench scripts (bench/*.mjs), run after the report is written.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/ensure.mjs';
import { postgresUrl } from './api-throughput.mjs';
import { failures, progress } from './common.mjs';

// --- 9. the other helpers' bench scripts -------------------------------------------------------------------------------
/**
 * The other parts' own bench scripts (bench/sdk.mjs, bench/api.mjs, …), run after this file's
 * report is written: a script that writes its own section of docs/benchmarks.md keeps it; the
 * output of one that does not is added under "Other bench scripts".
 */
export async function benchOthers() {
  const mine = new Set(['run.mjs', 'quiet.mjs', 'link.mjs']);
  const scripts = readdirSync(join(root, 'bench'))
    .filter((f) => f.endsWith('.mjs') && !mine.has(f))
    .sort();
  const doc = join(root, 'docs/benchmarks.md');
  for (const f of scripts) {
    progress(`bench/${f} (sa propre sortie suit)`);
    const before = readFileSync(doc, 'utf8');
    const env = { ...process.env, BENCH_SOAK: '0' };
    const args = [join('bench', f)];
    if (f.startsWith('api')) {
      // 100 000 episodes take minutes to seed: keep the database between runs.
      args.push('--reuse');
      if (!env.BENCH_DATABASE_URL) {
        try {
          const url = postgresUrl();
          if (url) env.BENCH_DATABASE_URL = url;
        } catch {
          // PostgreSQL unavailable: the script measures PGlite only.
        }
      }
    }
    const r = spawnSync(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 60 * 60_000,
    });
    const after = readFileSync(doc, 'utf8');
    if (r.status !== 0)
      failures.push(
        `bench/${f} failed (exit ${r.status ?? r.signal}): ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' ')}`,
      );
    if (after === before) {
      const out = `${r.stdout ?? ''}`.trim();
      writeFileSync(
        doc,
        `${after.trimEnd()}\n\n## Other bench scripts: bench/${f}\n\n\`\`\`\n${out.slice(-6000)}\n\`\`\`\n`,
      );
    }
  }
}
