// Bundles the server and the seed command into dist/ with esbuild. Workspace packages
// (@radio/core, TypeScript sources) are bundled in; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@radio/'));

await build({
  entryPoints: { main: 'src/main.ts', 'seed-cli': 'src/seed-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
console.log('api: dist/main.js, dist/seed-cli.js');
