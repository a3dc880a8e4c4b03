// `npm start`: installs what is missing, builds, and starts every service of the product
// on its embedded defaults (demo content included), then prints the URLs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblems, isProduction, productionProblems } from '@radio/api/production';
import { config } from './config.mjs';
import { ensureDependencies, ensurePnpm, root } from './ensure.mjs';
import { services } from './services.mjs';

// Production refuses to start on development settings, before the minutes of a build.
const problems = productionProblems(process.env);
if (problems.length) {
  console.error(formatProblems(problems));
  process.exit(1);
}

ensurePnpm();
ensureDependencies();

console.log('› compilation…');
const b = spawnSync('pnpm', ['-r', 'build'], { cwd: root, stdio: 'inherit' });
if (b.status !== 0) {
  console.error('La compilation a échoué.');
  process.exit(1);
}

const cfg = config();
const children = [];
// In production the identity is Amazon Cognito: the local identity service is not started.
const list = (await services(cfg)).filter(
  (s) => existsSync(join(root, s.cwd)) && !(isProduction(process.env) && s.name === 'identity'),
);
if (list.length === 0) console.log('Aucun service à démarrer pour le moment.');

for (const s of list) {
  if (s.before) s.before();
  const child = spawn(s.cmd, s.args, {
    cwd: join(root, s.cwd),
    env: { ...process.env, ...cfg, ...(s.env ?? {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = `[${s.name}]`;
  const pipe = (stream, out) =>
    stream.on('data', (d) => {
      for (const line of String(d).split('\n')) if (line.trim()) out.write(`${tag} ${line}\n`);
    });
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.error(`${tag} arrêté (code ${code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  if (s.ready) await s.ready();
}

if (list.length) {
  console.log('\nLe produit est démarré :');
  for (const s of list) for (const [label, url] of s.urls ?? []) console.log(`  ${label.padEnd(28)} ${url}`);
  console.log('Ctrl+C pour arrêter.');
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
