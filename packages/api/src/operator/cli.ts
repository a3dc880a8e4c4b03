import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { loadConfig } from '../config.js';
import { RestoreError } from '../db/data-dir.js';
import { restoreFolder } from '../db/index.js';
import { StartupError } from '../db/lock.js';
import { apiMessage, ChannelError, callApi, channelFile } from './channel.js';
import { openOrHandOff } from './hand-off.js';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>`: PGlite's dump of its data
 * folder, gzip-compressed, and its restoration. While the API runs it holds the folder: the dump
 * is taken, and the restore made, by the API (operator/channel.ts) without stopping it — queries
 * wait while the folder is copied aside (the time is printed), then again while the folders are
 * swapped. Exit 0 when done, 1 with a French message, 2 for a bad command line.
 * PostgreSQL (DATABASE_URL) has its own tools: pg_dump and pg_restore (docs/deploy.md).
 */
const USAGE = 'Usage : npm run backup [-- <fichier.tar.gz>]\n        npm run restore -- <fichier.tar.gz>';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} Mo`;
const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** npm runs scripts from the repository root: a relative file is relative to where it was typed. */
const typed = (file: string) => resolve(process.env.INIT_CWD || process.cwd(), file);

async function backup(file: string | undefined): Promise<number> {
  const config = loadConfig();
  const out = file ? typed(file) : join(config.dataDir, 'backups', `radio-${stamp()}.tar.gz`);
  mkdirSync(dirname(out), { recursive: true });
  // Written aside, then renamed: a half-written file never carries the final name.
  const partial = `${out}.partial`;
  const door = await openOrHandOff(config);
  let pause: string;
  if ('api' in door) {
    const res = await callApi(config.dataDir, '/operator/backup', { method: 'POST' });
    if (!res.ok || !res.body)
      throw new ChannelError(`L'API a refusé la sauvegarde (${res.status}) : ${await apiMessage(res)}`);
    await pipeline(Readable.fromWeb(res.body as NodeWebStream), createWriteStream(partial, { mode: 0o600 }));
    pause = `par l'API en service, requêtes en attente ${res.headers.get('x-backup-pause-ms') ?? '?'} ms`;
  } else {
    try {
      if (!door.db.files) throw new ChannelError(postgresMessage('sauvegarde'));
      const dump = await door.db.files.dump();
      await pipeline(dump.stream, createWriteStream(partial, { mode: 0o600 }));
      pause = 'API arrêtée';
    } finally {
      await door.db.close();
    }
  }
  renameSync(partial, out);
  console.log(`Sauvegarde écrite : ${out} (${mb(statSync(out).size)} ; ${pause}).`);
  return 0;
}

async function restore(file: string): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) throw new ChannelError(postgresMessage('restauration'));
  const path = typed(file);
  let dump: Buffer;
  try {
    dump = readFileSync(path);
  } catch (err) {
    throw new ChannelError(
      `Fichier de sauvegarde illisible : ${path} (${(err as NodeJS.ErrnoException).code}).`,
    );
  }
  try {
    const aside = await restoreFolder(config.pgliteDir, dump, config.pgliteSharedBuffers);
    console.log(
      `Base restaurée depuis ${path} (${mb(dump.byteLength)}) dans ${config.pgliteDir}${aside ? ` ; l'ancienne base est gardée dans ${aside}` : ''}. Elle sera mise à niveau au démarrage de l'API.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    // The running API holds the folder: it restores the file itself and keeps serving.
    if (!existsSync(channelFile(config.dataDir))) throw err;
  }
  const res = await callApi(config.dataDir, '/operator/restore', {
    method: 'POST',
    headers: { 'content-type': 'application/gzip' },
    body: new Uint8Array(dump),
  });
  if (!res.ok) throw new ChannelError(`Restauration refusée (${res.status}) : ${await apiMessage(res)}`);
  const done = (await res.json()) as { previous: string };
  console.log(
    `Base restaurée depuis ${path} par l'API en service ; l'ancienne base est gardée dans ${done.previous}.`,
  );
  return 0;
}

const postgresMessage = (what: string) =>
  `La ${what} de PostgreSQL (DATABASE_URL) se fait avec pg_dump / pg_restore : voir docs/deploy.md, « Sauvegardes ».`;

async function main(): Promise<number> {
  const [command, file, ...extra] = process.argv.slice(2);
  if (extra.length || (command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
    console.error(USAGE);
    return 2;
  }
  try {
    return command === 'backup' ? await backup(file) : await restore(file as string);
  } catch (err) {
    if (err instanceof ChannelError || err instanceof StartupError || err instanceof RestoreError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main();
