// The example pages as a service of `npm start` and of the browser tests: a static server
// (examples/server.mjs) on HOST:EXAMPLES_PORT (default 5000; the tests use 5100).
import { waitForHttp } from '../scripts/services.mjs';

export function service(cfg) {
  const port = String(cfg.EXAMPLES_PORT ?? process.env.EXAMPLES_PORT ?? 5000);
  const origin = `http://${cfg.HOST}:${port}`;
  return {
    name: 'examples',
    cwd: 'examples',
    cmd: process.execPath,
    args: ['server.mjs'],
    env: { EXAMPLES_PORT: port, HOST: cfg.HOST, API_ORIGIN: cfg.API_ORIGIN, PREFIX: cfg.PREFIX },
    ready: () => waitForHttp(`${origin}/health`, 30_000),
    urls: [
      ['Exemple : page partenaire', `${origin}/partner-html/`],
      ['Exemple : page du direct', `${origin}/direct-page/`],
      ['Exemple : Vite + React', `${origin}/vite-react/`],
    ],
  };
}
