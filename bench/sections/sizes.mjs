// The SDK's size beside other players' bundles (when bench/sdk.mjs is missing).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../../scripts/ensure.mjs';
import { fmt, kb, row } from './common.mjs';

// --- 1. sizes -----------------------------------------------------------------------------------------------
function sizes(file) {
  const buf = readFileSync(file);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function benchSizes() {
  const nm = (p) => join(root, 'node_modules', p);
  const sdk = sizes(join(root, 'sdk/dist/radio-sdk.js'));
  const baselines = [
    ['media-chrome 4 (IIFE, all elements)', nm('media-chrome/dist/iife/index.js')],
    ['vidstack 1 (CDN bundle)', nm('vidstack/cdn/vidstack.js')],
    ['plyr 3 (minified JS, without CSS)', nm('plyr/dist/plyr.min.js')],
  ].filter(([, f]) => existsSync(f));
  row('SDK', 'radio-sdk.js (IIFE), gzip', kb(sdk.gzip), '≤ 30 KB', sdk.gzip <= 30 * 1024);
  row('SDK', 'radio-sdk.js (IIFE), brotli', kb(sdk.brotli));
  row('SDK', 'radio-sdk.js (IIFE), minified', kb(sdk.raw));
  for (const [name, file] of baselines) {
    const s = sizes(file);
    row(
      'SDK',
      `${name}, gzip / brotli`,
      `${kb(s.gzip)} / ${kb(s.brotli)}`,
      '—',
      null,
      `ours is ${fmt(sdk.gzip / s.gzip, 2)}× its gzip size`,
    );
  }
  return sdk;
}
