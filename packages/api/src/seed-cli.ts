import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { loadConfig } from './config.js';
import { openDb } from './db/index.js';
import { migrate } from './db/migrations.js';
import { seed } from './seed/index.js';

/** `pnpm --filter @radio/api seed [--scale N]`: idempotent; a larger scale adds content. */
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 200) {
  console.error('--scale attend un entier entre 1 et 200 (150 ≈ 100 000 épisodes).');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb({
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  pgliteDir: config.pgliteDir,
});
await migrate(db);
const bar = new SingleBar({
  format: '  {bar} {percentage}% | {value}/{total} | {step}',
  hideCursor: true,
  noTTYOutput: true,
  notTTYSchedule: 1000,
});
let started = false;
const t0 = Date.now();
const counts = await seed(db, {
  origin: config.apiOrigin,
  brand: config.brand,
  prefix: config.prefix,
  scale,
  onProgress: (done, total, step) => {
    if (!started) {
      bar.start(total, 0, { step });
      started = true;
    }
    bar.update(done, { step });
  },
});
bar.stop();
console.log(
  `Contenu prêt : ${counts.episodes} épisodes, ${counts.nodes} contenus (${((Date.now() - t0) / 1000).toFixed(1)} s).`,
);
await db.close();
