// `node bench/sdk.mjs`: the SDK's budgets, measured on this machine, written under the "SDK"
// heading of docs/benchmarks.md.
// 1. Size of the SDK's files (what plays, what the page loads, the whole) beside the UI player peers
//    (plyr, media-chrome, vidstack, the Podlove Web Player), like with like: for each, what a page must
//    load to show a styled, working player, JavaScript and CSS apart, then the total.
//    - Ours: the one script tag's files, each minified and compressed on its own as it is sent. Our CSS
//      travels inside the JavaScript (constructable stylesheets), so its CSS column is empty. The figure
//      compared with the peers is the WHOLE script with its lazy parts (the strict reading), not only
//      what plays or what the page loads first.
//    - plyr, media-chrome, vidstack: bundled here the same way (rollup 4: node-resolve, commonjs,
//      NODE_ENV=production, terser; one IIFE with everything the package registers), plus the CSS the
//      page must link, minified by esbuild when the package ships it unminified: plyr.css and the icon
//      sprite plyr fetches on load (loadSprite, by default from its CDN: the published plyr.svg is counted);
//      vidstack's default layout: its theme and audio-layout sheets; media-chrome styles itself.
//    - Podlove Web Player 5: cannot be bundled this way (a webpack build that draws the player in an
//      iframe), so its published dist files are measured as sent: embed.js, the smallest template it
//      fetches (variant-m.js), then what the iframe loads (player/styles.css, vendor.js, styles.js,
//      bootstrap.js); its lazy chunks are left out, in its favour.
//    Every file is compressed on its own with gzip -9 (and brotli 11), as a server sends it.
//    The baselines are the root devDependencies, or else installed with npm into a scratch directory
//    outside the workspace (BENCH_BASELINES_DIR).
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
import { budgetMarker, updateSummary } from './sections/summary.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const ONLY = process.env.BENCH_ONLY;
const RUNS = QUICK ? 3 : 10;
// The root devDependencies carry the baselines; bundle entries then sit in bench/.out so that
// node-resolve finds them. Otherwise they are installed into a scratch directory outside the workspace.
const inRoot = ['media-chrome', 'vidstack', 'plyr', '@podlove/web-player'].every((n) =>
  existsSync(join(root, 'node_modules', n, 'package.json')),
);
const BASE_DIR =
  process.env.BENCH_BASELINES_DIR ||
  (inRoot ? join(root, 'bench/.out/baselines') : join(tmpdir(), 'radio-bench-baselines'));
const modulesOf = (name) =>
  existsSync(join(BASE_DIR, 'node_modules', name))
    ? join(BASE_DIR, 'node_modules', name)
    : join(root, 'node_modules', name);
// name, npm spec, then what a page loads to show a styled, working player:
// - `entry`: an entry bundled here (the package's elements), or `js`: published files as sent;
// - `css`: the stylesheets (and icon sprite) the page must load beside it, paths in the package.
const BASELINES = [
  {
    name: 'media-chrome',
    spec: 'media-chrome@4',
    entry: "import 'media-chrome';\n",
    css: [],
    note: 'se style seul',
  },
  {
    name: 'vidstack',
    spec: 'vidstack@1',
    entry:
      "import 'vidstack/player';\nimport 'vidstack/player/ui';\nimport 'vidstack/player/layouts/default';\n",
    css: ['player/styles/default/theme.css', 'player/styles/default/layouts/audio.css'],
    note: 'mise en page par défaut : theme.css + layouts/audio.css',
  },
  {
    name: 'plyr',
    spec: 'plyr@3',
    entry: "import Plyr from 'plyr';\nwindow.Plyr = Plyr;\n",
    css: ['dist/plyr.css', 'dist/plyr.svg'],
    note: 'plyr.css + plyr.svg (icônes chargées au démarrage)',
  },
  {
    name: '@podlove/web-player',
    spec: '@podlove/web-player@5',
    js: (v) => [
      'embed.js',
      'variant-m.js',
      `${v}/player/vendor.js`,
      `${v}/player/styles.js`,
      `${v}/player/bootstrap.js`,
    ],
    css: (v) => [`${v}/player/styles.css`],
    note: 'fichiers publiés tels quels (iframe, non réempaquetable)',
  },
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
  const missing = BASELINES.filter(({ name }) => !existsSync(join(modulesOf(name), 'package.json')));
  if (!missing.length) return;
  if (!existsSync(join(BASE_DIR, 'package.json')))
    writeFileSync(join(BASE_DIR, 'package.json'), '{"private":true}\n');
  console.log(
    `› installation des références (${missing.map(({ spec }) => spec).join(', ')}) dans ${BASE_DIR}`,
  );
  execSync(`npm install --no-audit --no-fund --ignore-scripts ${missing.map(({ spec }) => spec).join(' ')}`, {
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
  const entry = join(BASE_DIR, `entry-${name.replace(/\W/g, '_')}.mjs`);
  writeFileSync(entry, source);
  const build = await rollup({
    input: entry,
    // A peer's import left unresolved would shrink it silently (rollup keeps it external): an error.
    onwarn: (w) => {
      if (w.code === 'UNRESOLVED_IMPORT') throw new Error(`${name} : ${w.message}`);
    },
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

// A stylesheet as a page would serve it: minified by esbuild when the package ships it as written
// (vidstack); plyr's and Podlove's are minified already and come out the same. The icon sprite as is.
async function minCss(file, text) {
  if (!file.endsWith('.css')) return text;
  const { transform } = await load('esbuild');
  return (await transform(text, { loader: 'css', minify: true })).code;
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
      // « Transcription » and « Chapitres » opened (or the chapters' marks once heard).
      file('radio-sdk-episode-text-panel.mjs'),
    ),
  };
  const none = { raw: 0, gzip: 0, brotli: 0 };
  const rows = [];
  for (const b of BASELINES) {
    const dir = modulesOf(b.name);
    const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    console.log(`› ${b.entry ? 'bundle' : 'fichiers de'} ${b.name} ${version}`);
    const at = (f) => readFileSync(join(dir, f), 'utf8');
    const js = b.entry
      ? sizes(await bundle(b.name, b.entry))
      : sum(none, ...b.js(version).map((f) => sizes(at(f))));
    const cssFiles = typeof b.css === 'function' ? b.css(version) : b.css;
    const css = sum(none, ...(await Promise.all(cssFiles.map(async (f) => sizes(await minCss(f, at(f)))))));
    rows.push({ name: `${b.name} ${version}`, spec: b.spec, note: b.note, js, css, total: sum(js, css) });
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
    const peer = rows.reduce((a, r) => (r.total.gzip < a.total.gzip ? r : a));
    const margin = peer.total.gzip - ours.whole.gzip;
    const cell = (x) => (x.gzip ? `${kb(x.gzip)} (${kb(x.raw)})` : '—');
    lines.push(
      'Taille : ce que la page doit charger pour un lecteur stylé qui marche, JS et CSS à part, gzip -9',
      '(minifié entre parenthèses), chaque fichier compressé seul comme il est envoyé. Le nôtre : la',
      'balise unique (`radio-sdk.js` joue, il charge les éléments à côté de lui, le reste à la première',
      'utilisation), sa CSS est dans son JS. plyr, media-chrome et vidstack sont empaquetés ici en une',
      'IIFE (rollup 4, node-resolve, commonjs, `NODE_ENV=production`, terser : tout ce que le paquet',
      'enregistre), plus la CSS que la page doit lier (minifiée par esbuild si publiée telle quelle) ;',
      'Podlove ne se réempaquette pas (iframe webpack) : ses fichiers publiés, tels quels (embed.js, un',
      "gabarit, puis styles.css, vendor.js, styles.js, bootstrap.js de l'iframe ; ses morceaux paresseux",
      'non comptés, en sa faveur). Le chiffre comparé aux autres est **tout** notre script, parties',
      'paresseuses comprises (lecture stricte).',
      'Budgets (premier son) : la partie qui joue ≤ 20 KB gzip avec howler, le tout ≤ 40 KB, plus léger',
      'que chaque lecteur de référence mesuré dans la même exécution.',
      '',
      '| script | JS gzip (minifié) | CSS gzip (minifiée) | total gzip | total brotli | rapport (tout le nôtre / eux) |',
      '| --- | --- | --- | --- | --- | --- |',
      `| **radio-sdk.js** (moteur, howler : ce qui joue) | **${cell(ours.play)}** (${ours.play.gzip <= 20 * 1024 ? 'budget tenu' : 'BUDGET DÉPASSÉ'}) | dans le JS | ${kb(ours.play.gzip)} | ${kb(ours.play.brotli)} | — |`,
      `| … + radio-sdk-elements.mjs (la barre, le direct : ce que charge la page) | ${cell(ours.page)} | dans le JS | ${kb(ours.page.gzip)} | ${kb(ours.page.brotli)} | — |`,
      `| … + parts, « À suivre » et extras (modales, dons, compteur, édition de la file, écran verrouillé, minuterie, reprise) : **tout, le chiffre comparé** | ${cell(ours.whole)} | dans le JS | **${kb(ours.whole.gzip)}** (${ours.whole.gzip <= 40 * 1024 ? 'budget tenu' : 'BUDGET DÉPASSÉ'}) | ${kb(ours.whole.brotli)} | 1.00 |`,
      ...rows.map(
        (r) =>
          `| ${r.name} (${r.note}) | ${cell(r.js)} | ${cell(r.css)} | ${kb(r.total.gzip)} | ${kb(r.total.brotli)} | ${(ours.whole.gzip / r.total.gzip).toFixed(2)} |`,
      ),
      '',
      `Le plus léger des autres : ${peer.name}, ${kb(peer.total.gzip)} ; tout le nôtre pèse ${Math.abs(margin)} octets gzip de ${margin >= 0 ? 'moins' : 'PLUS'} (${margin > 0 ? 'plus léger que chacun : budget tenu' : 'BUDGET DÉPASSÉ'}).`,
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
  // The section's budgets, for the summary at the top of docs/benchmarks.md.
  const checks = [];
  if (sizeResult) {
    const { ours, rows } = sizeResult;
    const peer = rows.reduce((a, r) => (r.total.gzip < a.total.gzip ? r : a));
    checks.push(['SDK play part ≤ 20 KB gzip', ours.play.gzip <= 20 * 1024]);
    checks.push(['SDK whole ≤ 40 KB gzip', ours.whole.gzip <= 40 * 1024]);
    checks.push(['SDK lighter than every peer', peer.total.gzip - ours.whole.gzip > 0]);
  }
  for (const c of clicks ?? []) checks.push([`SDK click to playing, ${c.kind}`, c.median <= c.budget]);
  lines.push(budgetMarker(checks), '');
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
updateSummary();
console.log('docs/benchmarks.md : section « SDK » mise à jour');
