// Compresses the build's static scripts and styles once, at build time, beside them (`x.js.br`,
// `x.js.gz`), for site/server/main.ts to serve as they are (sirv). Next's own server gzips every
// static file again on each request, and never with brotli, which is smaller by a seventh here
// (the home page's Next scripts: 147.6 KB gzip, 127.1 KB brotli). Run after `next build` and
// compile-hints.mjs (the compressed copies must hold the hint); running it again rewrites them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;

/** Files under `dir` (recursively) worth compressing. */
export function compressible(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...compressible(path));
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size > 1024) out.push(path);
  }
  return out;
}

/** Writes `file.br` and `file.gz` beside each file; the bytes before and after, summed. */
export function precompress(files) {
  const total = { plain: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const plain = readFileSync(file);
    const br = brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
      },
    });
    const gz = gzipSync(plain, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    total.plain += plain.byteLength;
    total.gzip += gz.byteLength;
    total.brotli += br.byteLength;
  }
  return total;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = compressible(join(site, process.env.NEXT_DIST_DIR ?? '.next', 'static'));
  const t = precompress(files);
  const kb = (n) => `${(n / 1024).toFixed(0)} Ko`;
  console.log(
    `[site] ${files.length} fichiers statiques précompressés : ${kb(t.plain)} → gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}`,
  );
}
