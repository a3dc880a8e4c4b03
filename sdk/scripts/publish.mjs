// Publishes the SDK build at a versioned, immutable path: every file of dist/ (the entry scripts
// and any chunk they load relative to their own URL) is copied under dist/<version>/, where
// <version> is the package version and a hash of the files (a new build never reuses a URL).
// Writes dist/sdk-manifest.json (version, paths, SRI hashes) for the API, the site and the
// examples, and prints the script tag a partner copies. Keeps the 5 latest versions, so pages
// still holding a previous URL during a deployment get their file.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/publish.mjs [dist directory]` (the API's tests publish a build of their own).
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
const { version: pkgVersion } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const MANIFEST = 'sdk-manifest.json';
/** A published version's directory name: `0.1.0-1a2b3c4d` (the API's media/sdk.ts reads the same shape). */
const VERSION_DIR = /^\d+\.\d+\.\d+-[0-9a-f]{8,}$/;

/** The build's own files (not the published copies, not the manifest), relative to dist/. */
function files(dir = dist) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const p = join(dir, e.name);
      if (dir === dist && (VERSION_DIR.test(e.name) || e.name === MANIFEST)) return [];
      return e.isDirectory() ? files(p) : [relative(dist, p)];
    })
    .sort();
}

const list = files();
if (!list.includes('radio-sdk.js')) throw new Error(`${dist}/radio-sdk.js absent : lancer rollup avant`);
const content = createHash('sha256');
const integrity = {};
for (const f of list) {
  const bytes = readFileSync(join(dist, f));
  content.update(f).update('\0').update(bytes);
  integrity[f.split('\\').join('/')] = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
const version = `${pkgVersion}-${content.digest('hex').slice(0, 10)}`;
const target = join(dist, version);
for (const f of list) cpSync(join(dist, f), join(target, f));

// The five most recent versions stay.
const versions = readdirSync(dist)
  .filter((n) => VERSION_DIR.test(n))
  .sort((a, b) => statSync(join(dist, b)).mtimeMs - statSync(join(dist, a)).mtimeMs);
for (const old of versions.filter((v) => v !== version).slice(4))
  rmSync(join(dist, old), { recursive: true });

const manifest = {
  version,
  path: `/sdk/${version}/`,
  script: `/sdk/${version}/radio-sdk.js`,
  module: `/sdk/${version}/radio-sdk.mjs`,
  integrity,
};
writeFileSync(join(dist, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`SDK ${version} : ${manifest.script}`);
console.log(`  integrity="${integrity['radio-sdk.js']}" crossorigin="anonymous"`);
