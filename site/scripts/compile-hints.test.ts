import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script (no types), run by `pnpm build` after `next build`.
import { addCompileHints, HINT, startupChunks } from './compile-hints.mjs';

function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'hints-'));
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
  const chunk = (name: string) => {
    writeFileSync(join(dist, 'static', 'chunks', name), `(globalThis.TURBOPACK||[]).push([${name.length}]);`);
    return `static/chunks/${name}`;
  };
  const main = [chunk('react-dom.js'), chunk('runtime.js')];
  chunk('account-page.js');
  writeFileSync(
    join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: [...main, 'static/css/site.css'], polyfillFiles: [] }),
  );
  return dist;
}

describe('V8 compile hints on the start-up chunks', () => {
  it('marks the build manifest’s rootMainFiles (scripts only), and only them', () => {
    const dist = fakeBuild();
    const files = startupChunks(dist);
    expect(files.map((f: string) => f.slice(dist.length))).toEqual([
      '/static/chunks/react-dom.js',
      '/static/chunks/runtime.js',
    ]);
    expect(addCompileHints(files)).toHaveLength(2);
    const hinted = readFileSync(join(dist, 'static/chunks/react-dom.js'), 'utf8');
    expect(hinted.startsWith('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK')).toBe(true);
    expect(readFileSync(join(dist, 'static/chunks/account-page.js'), 'utf8').startsWith(HINT)).toBe(false);
  });

  it('running it again changes nothing; a build without manifest has no start-up chunk', () => {
    const dist = fakeBuild();
    addCompileHints(startupChunks(dist));
    expect(addCompileHints(startupChunks(dist))).toEqual([]);
    expect(readFileSync(join(dist, 'static/chunks/runtime.js'), 'utf8').split(HINT)).toHaveLength(2);
    expect(startupChunks(join(dist, 'nowhere'))).toEqual([]);
  });
});
