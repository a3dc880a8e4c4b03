// The editors' tool (`pnpm --filter @radio/site preview-link <id>`), as the journeys call it: a
// signed preview link to any content of the test stack, published or not.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { config } from '../../scripts/config.mjs';
import { BASE } from './account';
import { TEST_ENV } from './env';

const root = join(import.meta.dirname, '..', '..');
const stackEnv = config(TEST_ENV) as Record<string, string>;

/** Prints a signed preview link for a content id (extra arguments: `--minutes N`). */
export function mint(id: number | string, ...args: string[]): string {
  return execFileSync(process.execPath, ['site/.server/preview-link.mjs', String(id), ...args], {
    cwd: root,
    env: { ...process.env, ...stackEnv, SITE_URL: BASE },
    encoding: 'utf8',
  }).trim();
}
