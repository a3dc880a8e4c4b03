// How `npm start` and the browser tests run the API (see scripts/services.mjs): the bundle
// built by `pnpm -r build` (dist/main.js) migrates, seeds an empty database and listens.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/**
 * How the API's Node process is started (the benches use the same). A young generation of at
 * least 16 MB: under steady load V8 otherwise keeps growing its semi-spaces for minutes, which
 * the 5-minute soak saw as +12 % resident memory; with them sized from the start the soak is flat.
 */
export const API_NODE_ARGS = ['--min-semi-space-size=16', 'dist/main.js'];

export function service(cfg) {
  const origin = `http://${cfg.HOST}:${cfg.API_PORT}`;
  return {
    name: 'api',
    cwd: 'packages/api',
    cmd: process.execPath,
    args: API_NODE_ARGS,
    // DATA_DIR is relative to the repository root, whatever the service's working directory.
    env: { DATA_DIR: resolve(root, cfg.DATA_DIR), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    async ready(timeoutMs = 180_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        try {
          const res = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
          if (res.ok) return;
        } catch {
          // not listening yet (first start seeds the database)
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`l'API ne répond pas sur ${origin}/health`);
    },
    urls: [
      ['API', cfg.API_ORIGIN],
      ['Documentation de l’API (OpenAPI)', `${cfg.API_ORIGIN}/docs`],
    ],
  };
}
