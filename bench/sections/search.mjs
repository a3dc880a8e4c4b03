// Search latency at 100 000 episodes (when bench/api.mjs is missing).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/ensure.mjs';
import { quantile } from '../../scripts/load.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { fmt, PORTS, progress, QUICK, row } from './common.mjs';

const SEARCH_TERMS = [
  'prière',
  'évangile',
  'musique',
  'saint',
  'paix',
  'famille',
  'jeunes',
  'église',
  'histoire',
  'radio',
  'lumière',
  'espérance',
  // Typos and cut words: the second pass (lexicon) is part of the budget.
  'prirre',
  'augus',
  'psaumse',
];

export async function benchSearch() {
  const scale = QUICK ? 2 : 150;
  const dataDir = QUICK ? '.data/bench' : '.data/bench-scale';
  progress(`recherche : contenu ×${scale} (≈ 100 000 épisodes ; long la première fois, ensuite réutilisé)`);
  const seed = spawnSync(process.execPath, ['dist/seed-cli.js', '--scale', String(scale)], {
    cwd: join(root, 'packages/api'),
    env: {
      ...process.env,
      DATA_DIR: join(root, dataDir),
      API_ORIGIN: 'http://127.0.0.1:4601',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    timeout: 60 * 60_000,
  });
  const counted = /Contenu prêt : (\d+) épisodes/.exec(seed.stdout ?? '');
  if (seed.status !== 0)
    throw new Error(`seed --scale ${scale} : ${(seed.stderr || seed.stdout).slice(-500)}`);
  const episodes = Number(counted?.[1] ?? Number.NaN);
  const stack = await startStack({ ports: { ...PORTS, api: 4601 }, dataDir, only: ['api'], quiet: true });
  try {
    const lat = [];
    const n = QUICK ? 24 : 240;
    for (let i = 0; i < n; i++) {
      if (i % 20 === 0) progress(`recherche : requête ${i + 1}/${n}`);
      const q = SEARCH_TERMS[i % SEARCH_TERMS.length];
      const s = performance.now();
      const r = await fetch(`${stack.api}/content/search?q=${encodeURIComponent(q)}&page=0`);
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`search ${q} → ${r.status}`);
      lat.push(performance.now() - s);
    }
    // The first pass warms caches as a running server's would be.
    const warm = lat.slice(SEARCH_TERMS.length).sort((a, b) => a - b);
    const p95 = quantile(warm, 0.95);
    row(
      'API search',
      `GET /content/search at ${fmt(episodes)} episodes, p50`,
      `${fmt(quantile(warm, 0.5), 1)} ms`,
    );
    row(
      'API search',
      '… p95 (PGlite, one client, typo pass included)',
      `${fmt(p95, 1)} ms`,
      '≤ 20 ms',
      p95 <= 20,
      episodes < 100_000 ? 'fewer than 100 000 episodes (quick mode)' : '',
    );
  } finally {
    await stack.close();
  }
}
