// Builds what the bench needs and is missing; a part that cannot be built is reported.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/ensure.mjs';
import { notes, ONLY } from './common.mjs';

/** Builds what is missing; a part that cannot be built is reported, and the rest still measured. */
export function ensureBuilt() {
  const parts = [
    ['@radio/api', 'packages/api/dist/main.js'],
    ['sdk', 'sdk/dist/radio-sdk.js'],
    ['@radio/site', `site/${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`],
    ['@radio/site', 'site/.server/main.mjs'],
  ];
  const siteNeeded = !ONLY || ['site', 'lighthouse', 'click', 'load', 'soak'].some((k) => ONLY.has(k));
  for (const [name, out] of parts) {
    if (existsSync(join(root, out)) || (name === '@radio/site' && !siteNeeded)) continue;
    console.log(`› compilation de ${name}…`);
    const r = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0 || !existsSync(join(root, out)))
      notes.push(`${name} could not be built, so the figures that need it are missing.`);
  }
}
