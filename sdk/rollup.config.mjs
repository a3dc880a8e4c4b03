// One script tag for partners and the host site: radio-sdk.js (an IIFE that plays, global
// `RadioSDK`) with the elements' module it loads beside it; and the whole SDK as one ESM build.
// React is swapped for preact's core and hooks (src/preact/) to keep the script small.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transformSync } from 'esbuild';
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

// howler in the script: its core build (the spatial plugin is never used), resolved from the
// player package that depends on it. Two lines of its UMD tail are ours to silence: a partner page
// with RequireJS would get an anonymous define() ("Mismatched anonymous define"), and the globals
// (window.Howl, Howler, Sound) would replace a partner's own copy of howler; and its `data:` audio
// (below). The rest, including its licence banner, is howler as published.
const HOWLER_CORE = 'howler/src/howler.core.js';
const howlerCore = {
  name: 'howler-core',
  resolveId(source) {
    if (source !== 'howler') return null;
    return this.resolve(HOWLER_CORE, join(here, '../packages/player/src/engine.ts'), { skipSelf: true });
  },
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith(HOWLER_CORE)) return null;
    const amd = "typeof define === 'function' && define.amd";
    const globals = /\n {2}\/\/ Add to global in Node\.js[\s\S]*?window\.Sound = Sound;\n {2}\}\n/;
    // howler empties an <audio> it lets go (each unload: roll → episode, episode → next, a stopped
    // live) by pointing it at a tiny `data:` WAV, which a partner's CSP without `data:` in media-src
    // refuses (a violation at each change). Removing the source and calling load() lets it go the
    // way the HTML spec does (the download aborted, nothing fetched); its one reader, the check that
    // reloads a cleared stream before playing it again, reads the missing source instead.
    const cleared = /node\.src === '(data:audio\/wav;base64,[A-Za-z0-9+/=]+)'/;
    const clearing = /node\.src = '(data:audio\/wav;base64,[A-Za-z0-9+/=]+)';/;
    if (!code.includes(amd) || !globals.test(code) || !cleared.test(code) || !clearing.test(code))
      throw new Error('howler-core : howler a changé (fin UMD ou _clearSound), revoir rollup.config.mjs');
    return {
      code: code
        .replace(amd, 'false')
        .replace(globals, '\n')
        .replace(cleared, "!node.getAttribute('src')")
        .replace(clearing, "node.removeAttribute('src'); node.load();"),
      map: null,
    };
  },
};

// packages/ui's stylesheets are template strings terser leaves as written: minify each as CSS
// (esbuild's CSS minifier: comments, whitespace, shorter colours and values).
const squeezeCss = {
  name: 'squeeze-css',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('packages/ui/src/styles.ts')) return null;
    const squeezed = code.replace(/`([^`]*)`/g, (_, css) => {
      const out = transformSync(css, { loader: 'css', minify: true }).code.trim();
      return `\`${out.replace(/[`\\]/g, (c) => `\\${c}`)}\``;
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

// In the one script, the engine's extras (packages/player/src/extras.ts: lock screen, sleep timer,
// start-over) are not bundled: the engine's loader is replaced by one that imports
// radio-sdk-extras.mjs from beside the script (src/extras-remote.ts).
const extrasBeside = {
  name: 'extras-beside',
  resolveId(source, importer) {
    if (source !== './extras-load' || !importer?.replace(/\\/g, '/').includes('packages/player/src/'))
      return null;
    return join(here, 'src/extras-remote.ts');
  },
};

// preact's internal fields are already three-letter names (`__k`, `__e`…) private to each bundle:
// mangling them to one or two letters is safe within a file (~50 B gzip). So are the class-component
// hooks preact reads on its own component objects (`getDerivedStateFromProps`, `componentWillUnmount`…):
// no component of the SDK is a class, preact's context provider and hooks set them inside the same
// file, and the lazy chunks only hold function components (~90 B gzip).
const PREACT_FIELDS =
  /^(?:__[a-zA-Z]|componentWillReceiveProps|getDerivedStateFromProps|shouldComponentUpdate|getChildContext|getSnapshotBeforeUpdate|componentDidCatch|getDerivedStateFromError|componentWillMount|componentWillUpdate|componentDidUpdate|componentDidMount|componentWillUnmount|contextType)$/;
// In the script that plays, howler's private fields too (`_node`, `_sounds`, `_webAudio`… ~80 names,
// ~390 B gzip): every `_name` property of that file is howler's (sdk/test/size.test.ts checks that
// none of our code and none of the other files uses one), and howler reads one family of them by a
// built name (`self['_on' + event]`, `keys[i].indexOf('_on')`): the `_on…` names keep theirs.
const HOWLER_FIELDS = /^(?:__[a-zA-Z]|_(?!on)[a-zA-Z]\w*)$/;

const plugins = ({ preamble, module = false, fields = PREACT_FIELDS } = {}) => [
  howlerCore,
  squeezeCss,
  alias({
    entries: [
      { find: /^react-dom\/client$/, replacement: join(here, 'src/preact/react-dom-client.ts') },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: join(here, 'src/preact/react.ts') },
    ],
    customResolver: fromEntry,
  }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  // ES2022 as in tsconfig.base.json: class fields stay class fields instead of esbuild's
  // defineProperty helper (~100 B gzip; every browser that runs ES2020 modules with import() and
  // adoptedStyleSheets has them).
  esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(here, 'tsconfig.json') }),
  terser({
    ecma: 2020,
    // Licence banners (`/*!`, howler's MIT notice) stay; every other comment goes.
    format: { comments: /^!/, ...(preamble ? { preamble } : {}) },
    // An ES module's top level is its own: its names can be mangled like a function's.
    module,
    mangle: { properties: { regex: fields } },
    // The "unsafe" rewrites assume the page has not replaced the built-ins (Array, Object…), which a
    // partner page must not do anyway; with the two lines above they keep the whole script under the
    // first-sound budget (≤ 40 KB gzip with its lazy part, sdk/test/size.test.ts).
    // pure_getters: reading a property has no side effect (no getter of ours or of preact's is read
    // for its effect); keep_fargs: false drops unused trailing parameters (nothing reads a function's
    // `length`; howler's functions that read `arguments` keep theirs); hoist_vars, five passes and
    // inlining only simple functions (inline: 1) each shave a few dozen bytes of gzip.
    compress: {
      passes: 5,
      pure_getters: true,
      keep_fargs: false,
      // Not in the script that plays: there it moved howler's licence banner away (the test checks it).
      hoist_vars: module,
      inline: 1,
      unsafe_arrows: true,
      unsafe_methods: true,
      unsafe: true,
    },
  }),
];

export default [
  {
    // Partners' one script: the part that plays (engine, howler, window.RadioSDK); it imports the
    // elements' module below from its own URL. Set by the SDK itself, so a second copy of the
    // script cannot replace the first one's object.
    input: join(here, 'src/play.ts'),
    output: { file: join(here, 'dist/radio-sdk.js'), format: 'iife', sourcemap: false },
    plugins: [extrasBeside, ...plugins({ preamble: COMPILE_HINT, fields: HOWLER_FIELDS })],
  },
  {
    // The engine's extras, imported by radio-sdk.js from its own URL on first need.
    input: join(here, '../packages/player/src/extras.ts'),
    output: { file: join(here, 'dist/radio-sdk-extras.mjs'), format: 'es', sourcemap: false },
    plugins: plugins({ module: true }),
  },
  {
    // The elements (preact, the player bar, the live player), drawn over the engine of radio-sdk.js;
    // the rarely drawn parts (modals and the roll pop-in, donation pop-in, listener counter) are
    // chunks beside it, each imported by the elements' module from its own URL on first need.
    input: join(here, 'src/elements-module.ts'),
    // The chunk imports the element helpers from the entry itself (no facade file in between).
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: join(here, 'dist'),
      entryFileNames: 'radio-sdk-elements.mjs',
      // radio-sdk-parts.mjs (src/parts/index.ts) and radio-sdk-up-next-list.mjs (« À suivre » opened,
      // packages/ui/src/UpNextList.tsx), resolved from the elements' module's own URL.
      chunkFileNames: (chunk) =>
        `radio-sdk-${chunk.name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.mjs`,
      format: 'es',
      sourcemap: false,
    },
    plugins: plugins({ preamble: COMPILE_HINT, module: true }),
  },
  {
    // Everything in one ES module, for bundlers.
    input: entry,
    output: {
      file: join(here, 'dist/radio-sdk.mjs'),
      format: 'es',
      exports: 'named',
      sourcemap: false,
      // One file for bundlers: the lazy parts inlined (a bundler splits the page its own way).
      inlineDynamicImports: true,
    },
    plugins: plugins(),
  },
];
