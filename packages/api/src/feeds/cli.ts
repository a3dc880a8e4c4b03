import { parseArgs } from 'node:util';
import { type ApiConfig, loadConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { StartupError } from '../db/lock.js';
import { migrate } from '../db/migrations.js';
import { ChannelError, callApi } from '../operator/channel.js';
import { type Door, openOrHandOff } from '../operator/hand-off.js';
import { isSeeded, seed } from '../seed/index.js';
import {
  FeedError,
  type FeedOutcome,
  feedSource,
  importFeed,
  type RefreshReport,
  refreshDue,
} from './import.js';

/**
 * `npm run feeds:import -- <URL or file> [--radio CODE] [--category SLUG]` and
 * `npm run feeds:refresh [-- --all]`. Exit 0 when done, 1 with a French message when the feed is
 * refused (nothing changed), 2 for a bad command line. While the API runs on PGlite, the work is
 * handed to it (operator/channel.ts): same report, same exit codes.
 */
const USAGE =
  'Usage : npm run feeds:import -- <adresse ou fichier du flux> [--radio CODE] [--category SLUG]\n' +
  '        npm run feeds:refresh [-- --all]';

function describe(o: FeedOutcome): string {
  if (o.status === 'unchanged') return `inchangé depuis la dernière lecture (émission ${o.showId})`;
  const docs = `transcriptions et chapitres : ${o.docs.read} lu(s), ${o.docs.unchanged} inchangé(s), ${o.docs.failed} en échec`;
  return `émission ${o.showId}${o.showCreated ? ' créée' : ''} : ${o.created} épisode(s) ajouté(s), ${o.updated} mis à jour, ${o.unchanged} inchangé(s), ${o.unpublished} dépublié(s) ; ${docs}`;
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
  let door: Door;
  try {
    door = await openOrHandOff(config);
  } catch (err) {
    if (err instanceof StartupError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const source =
    command === 'import'
      ? // npm runs scripts from the package folder: a relative file is relative to where it was typed.
        feedSource(args.positionals[0] as string, process.env.INIT_CWD || process.cwd())
      : '';
  const choice = { radio: args.values.radio, category: args.values.category };
  try {
    if ('api' in door) {
      // The running API holds the PGlite folder: it does the work, the report is printed here.
      return command === 'import'
        ? await viaApi(config.dataDir, '/operator/feeds/import', { source, ...choice }, (r) =>
            printImport(source, r as { outcome: FeedOutcome }),
          )
        : await viaApi(config.dataDir, '/operator/feeds/refresh', { all: !!args.values.all }, (r) =>
            printRefresh((r as { reports: RefreshReport[] }).reports),
          );
    }
    return await local(door.db, command, source, choice, !!args.values.all, config);
  } catch (err) {
    if (err instanceof FeedError) {
      console.error(`Flux refusé, rien n'a changé : ${err.message}`);
      return 1;
    }
    if (err instanceof ChannelError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

function printImport(source: string, r: { outcome: FeedOutcome }): number {
  console.log(`${source} : ${describe(r.outcome)}.`);
  return 0;
}

function printRefresh(reports: RefreshReport[]): number {
  if (!reports.length) console.log('Aucun flux à relire maintenant.');
  for (const r of reports)
    console.log(`${r.source} : ${r.outcome ? describe(r.outcome) : `échec — ${r.error}`}.`);
  return reports.some((r) => r.error) ? 1 : 0;
}

/** The command on a database it opened itself (PostgreSQL, or PGlite with no API running). */
async function local(
  db: Db,
  command: string,
  source: string,
  choice: { radio: string | undefined; category: string | undefined },
  all: boolean,
  config: ApiConfig,
): Promise<number> {
  const ctx = {
    dataDir: config.dataDir,
    origin: config.apiOrigin,
    warn: (m: string) => console.warn(`  ${m}`),
  };
  try {
    await migrate(db);
    // A new database gets the base content first (radios, categories), as the API's first start does.
    if (!(await isSeeded(db))) {
      console.log('› base vide : chargement du contenu de base');
      await seed(db, { origin: config.apiOrigin, brand: config.brand, prefix: config.prefix });
    }
    if (command === 'import')
      return printImport(source, { outcome: await importFeed(db, source, choice, ctx) });
    return printRefresh(await refreshDue(db, ctx, all));
  } finally {
    await db.close();
  }
}

/**
 * The same command done by the running API: its warnings are printed as the local run prints
 * them, a refused feed exits 1 with the same sentence, and the report is printed by `print`.
 */
async function viaApi(
  dataDir: string,
  path: string,
  body: object,
  print: (r: unknown) => number,
): Promise<number> {
  const res = await callApi(dataDir, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const data = JSON.parse(text || '{}') as { warnings?: string[]; message?: string };
  for (const w of data.warnings ?? []) console.warn(`  ${w}`);
  if (res.status === 422) throw new FeedError(data.message ?? text);
  if (!res.ok) throw new ChannelError(`L'API a refusé la commande (${res.status}) : ${data.message ?? text}`);
  return print(data);
}

process.exitCode = await main();
