// Builds site/server/main.ts (the production server: Next's handler behind the page cache) into
// .server/main.mjs. Next, the cookie parser, pino and prom-client stay imports of site/node_modules; the site's own
// modules and @radio/core (TypeScript sources) are bundled.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: '.server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['next', 'cookie', 'pino', 'prom-client'],
  logLevel: 'warning',
});

// The editors' tool that mints signed preview links (server/preview-link.ts).
await build({
  entryPoints: ['server/preview-link.ts'],
  outfile: '.server/preview-link.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
