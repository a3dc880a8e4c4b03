// Installs what a fresh machine lacks: pnpm, the workspace dependencies (from the lockfile)
// and, on demand, Debian's chromium for the browser tests. Idempotent and quiet when all is there.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function run(cmd, opts = {}) {
  execSync(cmd, { stdio: 'inherit', cwd: root, ...opts });
}

export function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`› pnpm absent : installation de pnpm@${PNPM_VERSION} avec npm…`);
  try {
    run(`npm install -g pnpm@${PNPM_VERSION}`);
  } catch {
    console.error(
      'Impossible d’installer pnpm globalement ; lancez « npm install -g pnpm@12 » puis réessayez.',
    );
    process.exit(1);
  }
}

export function ensureDependencies() {
  const lock = join(root, 'pnpm-lock.yaml');
  const marker = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('› installation des dépendances (pnpm install --frozen-lockfile)…');
  run('pnpm install --frozen-lockfile --reporter=append-only');
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium est introuvable (${CHROMIUM}). Installez-le : « sudo apt-get install -y chromium », ` +
        'ou indiquez son chemin dans CHROMIUM_PATH.',
    );
    return false;
  }
  console.log('› installation de chromium (Debian) pour les tests navigateur…');
  run(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null',
  );
  return existsSync(CHROMIUM);
}

/** Builds a package only when its sources are newer than its output. */
export function isStale(outFile, srcDirs) {
  if (!existsSync(outFile)) return true;
  const out = statSync(outFile).mtimeMs;
  const newest = (dir) => {
    const r = spawnSync(
      'find',
      [dir, '-newer', outFile, '-type', 'f', '-not', '-path', '*/node_modules/*', '-print', '-quit'],
      {
        encoding: 'utf8',
      },
    );
    return r.stdout.trim().length > 0;
  };
  return srcDirs.some((d) => existsSync(d) && newest(d)) || out === 0;
}

export function readJSON(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePnpm();
  ensureDependencies();
}
