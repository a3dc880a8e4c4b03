// The SDK as an npm package without the monorepo: a tarball `npm install <API>/sdk/radio-sdk.tgz`
// installs with npm alone. Everything is bundled (preact, howler, zustand… are inside the files),
// so the package has no dependencies; React's types are an optional peer (the JSX declarations).
// Layout, as the API serves it: dist/radio-sdk.mjs (bundlers), dist/radio-sdk.js (the script tag)
// with the files it loads in dist/<version>/, dist/radio-sdk.d.ts, custom-elements.json, README.md.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The tarball's name in each version folder (the API's short URL /sdk/radio-sdk.tgz points at it). */
export const PACKAGE_FILE = 'radio-sdk.tgz';

/**
 * The package's own version: the published one (`0.1.0-1a2b3c4d5e`), which is valid semver unless
 * the hash is all digits with a leading zero (a numeric prerelease part may not start with 0).
 */
export function packageVersion(version) {
  const [base, hash] = version.split('-');
  return /^0\d+$/.test(hash) ? `${base}-h${hash}` : version;
}

function manifestOf(pkg, version) {
  const types = './dist/radio-sdk.d.ts';
  return {
    name: pkg.name,
    version: packageVersion(version),
    description: pkg.description,
    type: 'module',
    main: './dist/radio-sdk.mjs',
    module: './dist/radio-sdk.mjs',
    types,
    exports: {
      '.': { types, import: './dist/radio-sdk.mjs', default: './dist/radio-sdk.mjs' },
      './radio-sdk.js': './dist/radio-sdk.js',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    customElements: 'custom-elements.json',
    // Importing the module defines the elements and `window.RadioSDK`.
    sideEffects: true,
    peerDependencies: { '@types/react': '*' },
    peerDependenciesMeta: { '@types/react': { optional: true } },
  };
}

/**
 * Packs the published files of `version` into dist/<version>/radio-sdk.tgz with `npm pack`.
 * Returns its npm integrity (sha512, as package-lock.json records it) and size.
 */
export function packTarball({ root, dist, version, files, pkg }) {
  const stage = mkdtempSync(join(tmpdir(), 'radio-sdk-pack-'));
  try {
    const out = join(stage, 'package');
    const from = join(dist, version);
    for (const f of files.filter((f) => /^radio-sdk(\.m?js|\.d\.ts)$/.test(f)))
      cpSync(join(from, f), join(out, 'dist', f));
    for (const f of files.filter((f) => /^radio-sdk-[\w-]+\.mjs$/.test(f)))
      cpSync(join(from, f), join(out, 'dist', version, f));
    for (const f of ['custom-elements.json', 'README.md']) cpSync(join(root, f), join(out, f));
    writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifestOf(pkg, version), null, 2)}\n`);
    mkdirSync(join(stage, 'out'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', join(stage, 'out')], {
        cwd: out,
        encoding: 'utf8',
        env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' },
      }),
    );
    const tgz = readFileSync(join(stage, 'out', packed.filename));
    writeFileSync(join(dist, version, PACKAGE_FILE), tgz);
    return { integrity: `sha512-${createHash('sha512').update(tgz).digest('base64')}`, size: tgz.length };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
