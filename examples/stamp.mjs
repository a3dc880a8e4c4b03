// Writes the SDK's current version into the example pages a partner copies: each
// `<script src="…/sdk/<version>/radio-sdk.js" integrity="…">` gets the version folder and SRI hash
// of sdk/dist/sdk-manifest.json. Run by the SDK's build (after scripts/publish.mjs), so a copied
// page always names a build the API serves and checks its bytes. `--check` only says which page
// is stale (exit 1), for the tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The pages that pin the SDK's version (play-buttons uses the short URL: one line, no hash). */
export const PINNED_PAGES = ['partner-html/index.html', 'direct-page/index.html'];
const TAG = /(src="[^"]*\/sdk\/)[^"/]+(\/radio-sdk\.js"\s+integrity=")[^"]*(")/;

export function stamp(html, manifest) {
  return html.replace(TAG, `$1${manifest.version}$2${manifest.integrity['radio-sdk.js']}$3`);
}

export function readManifest() {
  return JSON.parse(readFileSync(join(here, '..', 'sdk', 'dist', 'sdk-manifest.json'), 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = readManifest();
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const page of PINNED_PAGES) {
    const file = join(here, page);
    const html = readFileSync(file, 'utf8');
    if (!TAG.test(html)) throw new Error(`${page} : balise <script … integrity> du SDK absente`);
    const next = stamp(html, manifest);
    if (next === html) continue;
    stale++;
    if (check) console.error(`${page} : SDK ${manifest.version} non inscrit (node examples/stamp.mjs)`);
    else writeFileSync(file, next);
  }
  if (!check) console.log(`exemples : SDK ${manifest.version} inscrit (${PINNED_PAGES.join(', ')})`);
  if (check && stale) process.exit(1);
}
