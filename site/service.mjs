// The site as a service of `npm start` and of the browser tests: `next start` on HOST:SITE_PORT
// (the build is made beforehand by `pnpm -r build`).
import { createRequire } from 'node:module';
import { waitForHttp } from '../scripts/services.mjs';

const require = createRequire(import.meta.url);

export function service(cfg) {
  const origin = `http://${cfg.HOST}:${cfg.SITE_PORT}`;
  return {
    name: 'site',
    cwd: 'site',
    cmd: process.execPath,
    args: [require.resolve('next/dist/bin/next'), 'start', '-H', cfg.HOST, '-p', cfg.SITE_PORT],
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: cfg.SITE_URL,
      // The page cache of proxy.ts renders pages through this same server.
      SITE_INTERNAL_ORIGIN: origin,
    },
    // The first request renders the home page, so the site is ready when the page answers.
    ready: () => waitForHttp(`${origin}/`, 180_000),
    urls: [['Site', cfg.SITE_URL]],
  };
}
