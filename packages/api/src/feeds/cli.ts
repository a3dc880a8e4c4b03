import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDb } from '../db/index.js';
import { StartupError } from '../db/lock.js';
import { migrate } from '../db/migrations.js';
import { isSeeded, seed } from '../seed/index.js';
import { FeedError, type FeedOutcome, feedSource, importFeed, refreshDue } from './import.js';

/**
 * `npm run feeds:import -- <URL or file> [--radio CODE] [--category SLUG]` and
 * `npm run feeds:refresh [-- --all]`. Exit 0 when done, 1 with a French message when the feed is
 * refused (nothing changed), 2 for a bad command line.
 */
const USAGE =
  'Usage : npm run feeds:import -- <adresse ou fichier du flux> [--radio CODE] [--category SLUG]\n' +
  '        npm run feeds:refresh [-- --all]';

function describe(o: FeedOutcome): string {
  if (o.status === 'unchanged') return `inchangé depuis la dernière lecture (émission ${o.showId})`;
  return `émission ${o.showId}${o.showCreated ? ' créée' : ''} : ${o.created} épisode(s) ajouté(s), ${o.updated} mis à jour, ${o.unchanged} inchangé(s), ${o.unpublished} dépublié(s)`;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  let args: ReturnType<typeof parse>;
  const parse = (a: string[]) =>
    parseArgs({
      args: a,
      allowPositionals: true,
      options: { radio: { type: 'string' }, category: { type: 'string' }, all: { type: 'boolean' } },
    });
  try {
    args = parse(rest);
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (
    (command !== 'import' && command !== 'refresh') ||
    (command === 'import' && args.positionals.length !== 1)
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const ctx = {
    dataDir: config.dataDir,
    origin: config.apiOrigin,
    warn: (m: string) => console.warn(`  ${m}`),
  };
  let db: Awaited<ReturnType<typeof openDb>>;
  try {
    db = await openDb({
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      pgliteDir: config.pgliteDir,
    });
  } catch (err) {
    // PGlite is one process per folder: the running API holds it (see README, « Flux de podcasts »).
    if (err instanceof StartupError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    await migrate(db);
    // A new database gets the base content first (radios, categories), as the API's first start does.
    if (!(await isSeeded(db))) {
      console.log('› base vide : chargement du contenu de base');
      await seed(db, { origin: config.apiOrigin, brand: config.brand, prefix: config.prefix });
    }
    if (command === 'import') {
      // npm runs scripts from the package folder: a relative file is relative to where it was typed.
      const source = feedSource(args.positionals[0] as string, process.env.INIT_CWD || process.cwd());
      const outcome = await importFeed(
        db,
        source,
        { radio: args.values.radio, category: args.values.category },
        ctx,
      );
      console.log(`${source} : ${describe(outcome)}.`);
      return 0;
    }
    const reports = await refreshDue(db, ctx, !!args.values.all);
    if (!reports.length) console.log('Aucun flux à relire maintenant.');
    for (const r of reports)
      console.log(`${r.source} : ${r.outcome ? describe(r.outcome) : `échec — ${r.error}`}.`);
    return reports.some((r) => r.error) ? 1 : 0;
  } catch (err) {
    if (err instanceof FeedError) {
      console.error(`Flux refusé, rien n'a changé : ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
