// Publishes the SDK build at a versioned, immutable path: every file of dist/ (the entry scripts
// and any chunk they load relative to their own URL) is copied under dist/<version>/, where
// <version> is the package version and a hash of the files (a new build never reuses a URL).
// The script that plays learns its version (a placeholder left by the source: src/build-info.ts),
// so it loads its parts from its own version folder.
// Packs the npm tarball (scripts/pack.mjs) into the version folder, writes dist/sdk-manifest.json
// (version, paths, SRI hashes, the package's address and npm integrity) for the API, the site and
// the examples, and prints the script tag a partner copies. Keeps the 5 latest versions, so pages
// still holding a previous URL during a deployment get their file.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_FILE, packTarball } from './pack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/publish.mjs [dist directory]` (the API's tests publish a build of their own).
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const MANIFEST = 'sdk-manifest.json';
/** A published version's directory name: `0.1.0-1a2b3c4d` (the API's media/sdk.ts reads the same shape). */
const VERSION_DIR = /^\d+\.\d+\.\d+-[0-9a-f]{8,}$/;
/** The placeholder of src/build-info.ts, written as it is by rollup and terser (never folded: see there). */
const VERSION_TOKEN = '__RADIO_SDK_VERSION__';

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

const list = files().map((f) => f.split('\\').join('/'));
if (!list.includes('radio-sdk.js')) throw new Error(`${dist}/radio-sdk.js absent : lancer rollup avant`);
// A second run over a build already published (its placeholders filled) would name a new version
// that its script does not know: nothing to do.
try {
  const done = JSON.parse(readFileSync(join(dist, MANIFEST), 'utf8')).version;
  if (readFileSync(join(dist, done, 'radio-sdk.js')).equals(readFileSync(join(dist, 'radio-sdk.js')))) {
    console.log(`SDK ${done} : déjà publié`);
    process.exit(0);
  }
} catch {
  // No manifest, or another build: publish.
}
const raw = new Map(list.map((f) => [f, readFileSync(join(dist, f))]));
const content = createHash('sha256');
for (const [f, bytes] of raw) content.update(f).update('\0').update(bytes);
const version = `${pkg.version}-${content.digest('hex').slice(0, 10)}`;
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const final = new Map(
  [...raw].map(([f, bytes]) => [
    f,
    Buffer.from(bytes.toString('latin1').replaceAll(VERSION_TOKEN, version), 'latin1'),
  ]),
);

const integrity = {};
const target = join(dist, version);
for (const [f, bytes] of final) {
  integrity[f] = sri(bytes);
  writeFileSync(join(dist, f), bytes);
  cpSync(join(dist, f), join(target, f));
}

// The five most recent versions stay.
const versions = readdirSync(dist)
  .filter((n) => VERSION_DIR.test(n))
  .sort((a, b) => statSync(join(dist, b)).mtimeMs - statSync(join(dist, a)).mtimeMs);
for (const old of versions.filter((v) => v !== version).slice(4))
  rmSync(join(dist, old), { recursive: true });

const tarball = packTarball({ root, dist, version, files: list, pkg });
const manifest = {
  version,
  path: `/sdk/${version}/`,
  script: `/sdk/${version}/radio-sdk.js`,
  module: `/sdk/${version}/radio-sdk.mjs`,
  package: { url: `/sdk/${version}/${PACKAGE_FILE}`, integrity: tarball.integrity },
  integrity,
};
writeFileSync(join(dist, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`SDK ${version} : ${manifest.script}`);
console.log(`  integrity="${integrity['radio-sdk.js']}" crossorigin="anonymous"`);
console.log(`  npm install <API>/sdk/${PACKAGE_FILE} (${tarball.size} octets)`);
