// `node bench/sdk.mjs`: the SDK's budgets, measured on this machine, written under the "SDK"
// heading of docs/benchmarks.md.
// 1. Size of the SDK's files (what plays, what the page loads, the whole) beside media-chrome, vidstack and plyr, each
//    bundled here the same way (rollup 4: node-resolve, commonjs, NODE_ENV=production, terser;
//    one IIFE with everything the package registers). The baselines are the root devDependencies,
//    or else installed with npm into a scratch directory outside the workspace (BENCH_BASELINES_DIR).
// 2. Click to `playing` in Chromium (median of 10): an episode without a roll (one with
//    partners) on examples/partner-html, and the live stream on examples/direct-page, against a
//    private API + examples server (ports 4700/5700, DATA_DIR .data/bench-sdk).
// BENCH_QUICK=1: 3 runs instead of 10. BENCH_ONLY=sizes|click: one part.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../scripts/ensure.mjs';
import { startStack } from '../scripts/stack.mjs';
import { launchForPlayback } from './sections/chromium.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const ONLY = process.env.BENCH_ONLY;
const RUNS = QUICK ? 3 : 10;
// The root devDependencies carry the baselines; bundle entries then sit in bench/.out so that
// node-resolve finds them. Otherwise they are installed into a scratch directory outside the workspace.
const inRoot = ['media-chrome', 'vidstack', 'plyr'].every((n) =>
  existsSync(join(root, 'node_modules', n, 'package.json')),
);
const BASE_DIR =
  process.env.BENCH_BASELINES_DIR ||
  (inRoot ? join(root, 'bench/.out/baselines') : join(tmpdir(), 'radio-bench-baselines'));
const modulesOf = (name) =>
  existsSync(join(BASE_DIR, 'node_modules', name))
    ? join(BASE_DIR, 'node_modules', name)
    : join(root, 'node_modules', name);
const BASELINES = [
  // name, npm spec, entry source (what a page would load to get the player's elements)
  ['media-chrome', 'media-chrome@4', "import 'media-chrome';\n"],
  [
    'vidstack',
    'vidstack@1',
    "import 'vidstack/player';\nimport 'vidstack/player/ui';\nimport 'vidstack/player/layouts/default';\n",
  ],
  ['plyr', 'plyr@3', "import Plyr from 'plyr';\nwindow.Plyr = Plyr;\n"],
];

const sdkRequire = createRequire(join(root, 'sdk/package.json'));
const load = async (name) => {
  const mod = await import(pathToFileURL(sdkRequire.resolve(name)).href);
  return mod.default ?? mod;
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
function sizes(code) {
  const buf = Buffer.from(code);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function ensureSdk() {
  if (existsSync(join(root, 'sdk/dist/radio-sdk.js'))) return;
  const r = spawnSync('pnpm', ['--filter', '@radio/sdk', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('la compilation du SDK a échoué');
}

function ensureBaselines() {
  mkdirSync(BASE_DIR, { recursive: true });
  const missing = BASELINES.filter(([name]) => !existsSync(join(modulesOf(name), 'package.json')));
  if (!missing.length) return;
  if (!existsSync(join(BASE_DIR, 'package.json')))
    writeFileSync(join(BASE_DIR, 'package.json'), '{"private":true}\n');
  console.log(
    `› installation des références (${missing.map(([, spec]) => spec).join(', ')}) dans ${BASE_DIR}`,
  );
  execSync(`npm install --no-audit --no-fund --ignore-scripts ${missing.map(([, spec]) => spec).join(' ')}`, {
    cwd: BASE_DIR,
    stdio: 'inherit',
  });
}

async function bundle(name, source) {
  const { rollup } = await load('rollup');
  const { nodeResolve } = await load('@rollup/plugin-node-resolve');
  const commonjs = await load('@rollup/plugin-commonjs');
  const replace = await load('@rollup/plugin-replace');
  const terser = await load('@rollup/plugin-terser');
  const entry = join(BASE_DIR, `entry-${name}.mjs`);
  writeFileSync(entry, source);
  const build = await rollup({
    input: entry,
    onwarn: () => {},
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      commonjs(),
      terser({ ecma: 2020, format: { comments: false }, compress: { passes: 3 } }),
    ],
  });
  const { output } = await build.generate({ format: 'iife', inlineDynamicImports: true });
  await build.close();
  return output[0].code;
}

async function benchSizes() {
  ensureSdk();
  ensureBaselines();
  // The one script tag loads radio-sdk.js (what plays) and the elements beside it; the parts and
  // the engine's extras only on first need. Each file is compressed on its own, as it is sent.
  const file = (f) => sizes(readFileSync(join(root, 'sdk/dist', f)));
  const sum = (...xs) => ({
    raw: xs.reduce((n, x) => n + x.raw, 0),
    gzip: xs.reduce((n, x) => n + x.gzip, 0),
    brotli: xs.reduce((n, x) => n + x.brotli, 0),
  });
  const play = file('radio-sdk.js');
  const page = sum(play, file('radio-sdk-elements.mjs'));
  const ours = {
    play,
    page,
    whole: sum(
      page,
      file('radio-sdk-parts.mjs'),
      file('radio-sdk-up-next-list.mjs'),
      file('radio-sdk-extras.mjs'),
    ),
  };
  const rows = [];
  for (const [name, spec, source] of BASELINES) {
    const version = JSON.parse(readFileSync(join(modulesOf(name), 'package.json'), 'utf8')).version;
    console.log(`› bundle ${name} ${version}`);
    rows.push({ name: `${name} ${version}`, spec, ...sizes(await bundle(name, source)) });
  }
  return { ours, rows };
}

const PLAYING_PROBE = `
  window.__playing = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...a) {
    this.addEventListener('playing', () => window.__playing.push({ at: performance.now(), src: this.currentSrc }), { once: true });
    return play.apply(this, a);
  };
`;

async function benchClick() {
  if (!existsSync(join(root, 'packages/api/dist/main.js'))) {
    const r = spawnSync('pnpm', ['--filter', '@radio/api', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error("la compilation de l'API a échoué");
  }
  ensureSdk();
  const stack = await startStack({
    ports: { api: 4700, examples: 5700 },
    dataDir: '.data/bench-sdk',
    only: ['api', 'examples'],
    quiet: true,
  });
  const browser = await launchForPlayback();
  try {
    const list = await (
      await fetch(`${stack.api}/content/api/nodes?type=episode&items_per_page=50&_format=json`)
    ).json();
    // Partners mean no roll (spec §4): the click goes straight to the episode.
    const episode = list.rows.find((e) => e.partners.length > 0);
    if (!episode) throw new Error('aucun épisode avec partenaires dans le contenu de démonstration');
    const examples = `http://127.0.0.1:${stack.ports.examples}`;
    const cases = [
      ['episode', `/partner-html/?episode=${episode.id}`, 'radio-player', 'Lecture', 300],
      ['live', '/direct-page/', 'radio-direct', 'Écouter le direct', 500],
    ];
    const results = [];
    for (const [kind, path, tag, label, budget] of cases) {
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`\r› clic → lecture (${kind}) ${i + 1}/${RUNS}`);
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(PLAYING_PROBE);
        await page.goto(`${examples}${path}`, { waitUntil: 'networkidle' });
        const button = page.locator(tag).getByRole('button', { name: label });
        await button.waitFor({ state: 'visible', timeout: 20_000 });
        const clickedAt = await page.evaluate(() => performance.now());
        await button.click();
        await page.waitForFunction(() => window.__playing.length > 0, null, { timeout: 20_000 });
        const at = await page.evaluate(() => window.__playing[0].at);
        times.push(at - clickedAt);
        await context.close();
      }
      process.stdout.write('\n');
      results.push({ kind, path: path.replace(/\?.*/, ''), budget, times, median: median(times) });
    }
    return results;
  } finally {
    await browser.close();
    await stack.close();
  }
}

function section(sizeResult, clicks) {
  const now = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    '## SDK',
    '',
    `Mesuré le ${now} UTC par \`node bench/sdk.mjs\`${QUICK ? ' (BENCH_QUICK=1)' : ''} sur cette machine`,
    `(${cpus().length} cœurs, Node ${process.version}, partagée avec d'autres processus).`,
    '',
  ];
  if (sizeResult) {
    const { ours, rows } = sizeResult;
    lines.push(
      'Taille : nos fichiers minifiés, chacun compressé seul comme il est envoyé (une balise :',
      '`radio-sdk.js` joue, il charge les éléments à côté de lui, le reste à la première utilisation) ;',
      'les références sont empaquetées ici en une IIFE (rollup 4, node-resolve, commonjs,',
      '`NODE_ENV=production`, terser ; tout ce que le paquet enregistre, sans CSS séparée).',
      'Budgets (premier son) : la partie qui joue ≤ 20 KB gzip avec howler, le tout ≤ 40 KB.',
      '',
      '| script | minifié | gzip | brotli | rapport gzip (tout le nôtre / eux) |',
      '| --- | --- | --- | --- | --- |',
      `| **radio-sdk.js** (moteur, howler : ce qui joue) | ${kb(ours.play.raw)} | **${kb(ours.play.gzip)}** (${ours.play.gzip <= 20 * 1024 ? 'budget tenu' : 'BUDGET DÉPASSÉ'}) | ${kb(ours.play.brotli)} | — |`,
      `| … + radio-sdk-elements.mjs (la barre, le direct : ce que charge la page) | ${kb(ours.page.raw)} | ${kb(ours.page.gzip)} | ${kb(ours.page.brotli)} | — |`,
      `| … + parts, « À suivre » et extras (modales, dons, compteur, édition de la file, écran verrouillé, minuterie, reprise) : **tout** | ${kb(ours.whole.raw)} | **${kb(ours.whole.gzip)}** (${ours.whole.gzip <= 40 * 1024 ? 'budget tenu' : 'BUDGET DÉPASSÉ'}) | ${kb(ours.whole.brotli)} | — |`,
      ...rows.map(
        (r) =>
          `| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} | ${(ours.whole.gzip / r.gzip).toFixed(2)} |`,
      ),
      '',
    );
  }
  if (clicks) {
    lines.push(
      `Du clic à l'événement \`playing\` de l'élément audio, Chromium (Playwright), médiane de ${RUNS} chargements`,
      "de page à froid (nouveau contexte à chaque fois), contre l'API embarquée sur la même machine.",
      '',
      '| cas | page | médiane | min–max | budget |',
      '| --- | --- | --- | --- | --- |',
      ...clicks.map(
        (c) =>
          `| ${c.kind === 'episode' ? 'épisode sans roll' : 'direct'} | \`examples${c.path}\` | ${Math.round(c.median)} ms | ${Math.round(Math.min(...c.times))}–${Math.round(Math.max(...c.times))} ms | ≤ ${c.budget} ms (${c.median <= c.budget ? 'tenu' : 'DÉPASSÉ'}) |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

function writeSection(text) {
  const file = join(root, 'docs/benchmarks.md');
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Mesures\n';
  const start = doc.search(/^## SDK\s*$/m);
  let next;
  if (start >= 0) {
    const rest = doc.slice(start + 6);
    const after = rest.search(/^## /m);
    next = `${doc.slice(0, start)}${text}${after >= 0 ? `\n${rest.slice(after)}` : ''}`;
  } else next = `${doc.trimEnd()}\n\n${text}`;
  writeFileSync(file, `${next.trimEnd()}\n`);
}

const sizeResult = ONLY === 'click' ? null : await benchSizes();
const clicks = ONLY === 'sizes' ? null : await benchClick();
const text = section(sizeResult, clicks);
console.log(`\n${text}`);
writeSection(text);
console.log('docs/benchmarks.md : section « SDK » mise à jour');
