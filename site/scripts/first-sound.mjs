// Builds the early-tap catcher (lib/first-sound.ts) into public/first-sound.js, the small classic
// script the root layout loads with `async`: no framework, same origin, minified, listening from the
// moment it runs (a delegated listener needs no parsed document). Its budget (≤ 3 KB gzip) is
// asserted by lib/first-sound.test.ts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  stdin: {
    contents:
      "import { installFirstSound } from './lib/first-sound';\ninstallFirstSound(document, window);\n",
    resolveDir: site,
    loader: 'ts',
  },
  outfile: join(site, 'public/first-sound.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
});
