// One script for partners and the host site: an IIFE (global `RadioSDK`) and an ESM build.
// React is swapped for preact/compat to keep the script small.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, 'src/index.ts');

// Under pnpm, `react` imported by @r2wc or packages/ui resolves to their own copy of real
// React. The alias targets are therefore resolved from the SDK entry, where preact lives;
// resolving them from the importer would silently bundle React again.
const fromEntry = {
  name: 'resolve-from-sdk-entry',
  async resolveId(source) {
    return this.resolve(source, entry, { skipSelf: true });
  },
};

// The player always plays through an HTML5 <audio> element (html5: true); in the script,
// howler (8 KB gzip) is replaced by the same Howl API over that element (src/howl-lite.ts).
const howlLite = {
  name: 'howl-lite',
  resolveId(source) {
    return source === 'howler' ? join(here, 'src/howl-lite.ts') : null;
  },
};

// packages/ui's stylesheets are template strings terser leaves as written: squeeze their
// whitespace (the CSS has no strings or comments where that would matter).
const squeezeCss = {
  name: 'squeeze-css',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('packages/ui/src/styles.ts')) return null;
    const squeezed = code.replace(/`([^`]*)`/g, (_, css) => {
      const out = css
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\s*([{};,>])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
        .trim();
      return `\`${out}\``;
    });
    return { code: squeezed, map: null };
  },
};

/**
 * V8's explicit compile hint: Chromium compiles the whole script while it streams it, on a
 * background thread, instead of each function lazily on the page's main thread when first
 * called (the SDK's own script time at page load: median ~35 → ~9 ms over 4 unthrottled loads
 * each, on this machine). Other engines see a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const plugins = ({ preamble } = {}) => [
  howlLite,
  squeezeCss,
  alias({
    entries: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
    customResolver: fromEntry,
  }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: join(here, 'tsconfig.json') }),
  terser({
    ecma: 2020,
    format: { comments: false, ...(preamble ? { preamble } : {}) },
    compress: { passes: 3 },
  }),
];

export default [
  {
    // The IIFE entry only imports the SDK: `window.RadioSDK` is set by the SDK itself, so a
    // second copy of the script cannot replace the first one's object.
    input: join(here, 'src/iife.ts'),
    output: { file: join(here, 'dist/radio-sdk.js'), format: 'iife', sourcemap: false },
    plugins: plugins({ preamble: COMPILE_HINT }),
  },
  {
    input: entry,
    output: { file: join(here, 'dist/radio-sdk.mjs'), format: 'es', exports: 'named', sourcemap: false },
    plugins: plugins(),
  },
];
