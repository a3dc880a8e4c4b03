// The site as a service of `npm start` and of the browser tests: Next's production request handler
// (as `next start` runs it) behind the page cache, on HOST:SITE_PORT. The build is made beforehand
// by `pnpm -r build`.
import { waitForHttp } from '../scripts/services.mjs';

export function service(cfg) {
  const origin = `http://${cfg.HOST}:${cfg.SITE_PORT}`;
  return {
    name: 'site',
    cwd: 'site',
    cmd: process.execPath,
    // Next's request handler behind the page cache (site/server/main.ts, built by `pnpm build`).
    args: ['.server/main.mjs', '-H', cfg.HOST, '-p', cfg.SITE_PORT],
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: cfg.SITE_URL,
    },
    // The first request renders the home page, so the site is ready when the page answers.
    ready: () => waitForHttp(`${origin}/`, 180_000),
    urls: [['Site', cfg.SITE_URL]],
  };
}
