import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Reads the built script: `pnpm --filter @radio/sdk build` (or `pnpm -r build`) runs first.
const dist = join(import.meta.dirname, '../dist');
const iife = join(dist, 'radio-sdk.js');

function built(file: string): string {
  if (!existsSync(file))
    throw new Error(`${file} absent : lancez « pnpm --filter @radio/sdk build » d'abord`);
  return readFileSync(file, 'utf8');
}

describe('the SDK script', () => {
  it('Budget "The whole IIFE ≤ 30 KB gzip"', () => {
    const gz = gzipSync(built(iife), { level: 9 }).length;
    const br = brotliCompressSync(built(iife)).length;
    console.log(`radio-sdk.js : ${(gz / 1024).toFixed(1)} Ko gzip, ${(br / 1024).toFixed(1)} Ko brotli`);
    expect(gz).toBeLessThanOrEqual(30 * 1024);
  });

  it('bundles preact/compat, not React (the alias is resolved from the SDK entry)', () => {
    for (const file of [iife, join(dist, 'radio-sdk.mjs')]) {
      const code = built(file);
      // React 19's element symbol and its production error URL; preact/compat has neither.
      expect(code).not.toContain('react.transitional.element');
      expect(code).not.toContain('react.dev/errors');
      expect(code).not.toMatch(/\bscheduler\b.*unstable_scheduleCallback/);
      // The elements are there (r2wc's render symbol).
      expect(code).toContain('r2wc.render');
    }
  });

  it('is one self-contained script: no imports, no eval', () => {
    const code = built(iife);
    // The first line is V8's compile hint (a comment), then the one IIFE.
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n!function(){')).toBe(true);
    expect(code).not.toMatch(/\bimport\s*\(|\brequire\(/);
    expect(code).not.toMatch(/\beval\(|new Function\(/);
    const esm = built(join(dist, 'radio-sdk.mjs'));
    expect(esm).not.toMatch(/^import\s/m);
    expect(esm).toMatch(/export\s*\{/);
  });

  it('ships its types and the custom-elements manifest', () => {
    const dts = built(join(dist, 'radio-sdk.d.ts'));
    for (const tag of ['radio-player', 'radio-direct', 'radio-listener-counter', 'radio-donation-popin'])
      expect(dts).toContain(`'${tag}': Radio`);
    expect(dts).toContain('interface HTMLElementTagNameMap');
    expect(dts).toContain('interface IntrinsicElements');
  });
});
