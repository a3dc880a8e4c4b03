// `npm test`: installs what is missing, then lint, typecheck, build, unit + integration
// tests (vitest, with coverage) and browser tests (Playwright on Debian's chromium).
// Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensurePnpm, root } from './ensure.mjs';

ensurePnpm();
ensureDependencies();

const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  lines.push(`${ok ? '✓' : '✗'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

function gate(name, cmd, args) {
  if (step(name, cmd, args)) passed++;
  else failed++;
}

gate('lint (biome)', 'pnpm', ['exec', 'biome', 'check', '--error-on-warnings', '.']);
gate('house rules (files ≤ 450 lines, functions ≤ 150)', 'node', ['scripts/house-rules.mjs']);
gate('typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']);
const built = step('build', 'pnpm', ['-r', 'build']);
if (built) passed++;
else failed++;

// Unit and integration tests.
const vitestJson = join(out, 'vitest.json');
step('vitest (unit + integration, coverage)', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed +=
    v.numFailedTests + (v.numTotalTestSuites > 0 && v.success === false && v.numFailedTests === 0 ? 1 : 0);
} else failed++;

// Browser tests need the build and chromium.
const hasBrowserTests = existsSync(join(root, 'playwright.config.ts'));
if (hasBrowserTests && built) {
  if (!ensureChromium()) failed++;
  else {
    const pwJson = join(out, 'playwright.json');
    step('playwright (chromium)', 'pnpm', ['exec', 'playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    if (existsSync(pwJson)) {
      const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
      passed += s.expected;
      failed += s.unexpected + s.flaky;
    } else failed++;
  }
} else if (hasBrowserTests) failed++;

// The failure drill's short version: nginx in front of two site and two API instances on
// PostgreSQL, one of each SIGKILLed under load, then PostgreSQL stopped 10 s (25 s a pass); it fails
// on any failed request or lost write, or a French 503 the site does not show.
if (built)
  gate('drill (SIGKILL and database stop, 25 s each: 0 failed requests, 0 lost writes)', 'node', [
    'scripts/drill.mjs',
    '--short',
  ]);
else failed++;

console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
