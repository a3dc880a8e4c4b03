import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script (no types), run by `pnpm build` after `next build`.
import { compressible, precompress } from './precompress.mjs';

describe('precompressed static files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'chunks'));
  const big = 'self.__next_f.push([1,"Prière du matin, émission présentée par Camille Girard"]);\n'.repeat(
    200,
  );
  writeFileSync(join(dir, 'chunks', 'app.js'), big);
  writeFileSync(join(dir, 'chunks', 'tiny.js'), 'export{}');
  writeFileSync(join(dir, 'site.css'), `.card{color:#7a1f3d}\n`.repeat(100));
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));

  it('scripts and styles over 1 KB get a brotli and a gzip copy that decode to the same bytes', () => {
    const files = compressible(dir).map((f: string) => f.slice(dir.length));
    expect(files.sort()).toEqual(['/chunks/app.js', '/site.css']);
    const total = precompress(compressible(dir));
    const js = join(dir, 'chunks', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(big);
    expect(total.brotli).toBeLessThan(total.gzip);
    expect(total.gzip).toBeLessThan(total.plain / 10);
  });

  it('a second run compresses the originals again, never the copies', () => {
    precompress(compressible(dir));
    expect(compressible(dir).some((f: string) => /\.(br|gz)$/.test(f))).toBe(false);
  });
});
