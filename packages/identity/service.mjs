// How `npm start` and the browser tests run the identity service (see scripts/services.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

export function service(cfg) {
  // DATA_DIR is relative to the repository root, whatever the service's working directory.
  const dataDir = resolve(root, cfg.DATA_DIR);
  const poolFile = join(dataDir, 'identity', 'pool.json');
  const endpoint = cfg.IDENTITY_ENDPOINT;
  return {
    name: 'identity',
    cwd: 'packages/identity',
    cmd: process.execPath,
    args: ['src/launcher.mjs'],
    env: {
      DATA_DIR: dataDir,
      IDENTITY_PORT: cfg.IDENTITY_PORT,
      IDENTITY_ENDPOINT: endpoint,
      // Fixed codes when asked (tests); otherwise random ones, printed and kept in codes.json.
      ...(cfg.CODE ? { CODE: String(cfg.CODE) } : {}),
    },
    // The launcher writes pool.json before it listens, so a /health answer naming this endpoint means ready.
    async ready(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        try {
          const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(2000) });
          if (
            res.ok &&
            existsSync(poolFile) &&
            JSON.parse(readFileSync(poolFile, 'utf8')).endpoint === endpoint
          ) {
            return;
          }
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`le service d'identité ne répond pas sur ${endpoint}`);
    },
    urls: [["Service d'identité (codes affichés ici)", endpoint]],
  };
}
