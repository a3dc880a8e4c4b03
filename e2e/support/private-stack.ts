// @ts-expect-error plain ESM helper shared with `npm run bench`
import { startStack } from '../../scripts/stack.mjs';

/** A private copy of identity, API and site for a spec that breaks or reconfigures them. */
export type PrivateStack = {
  api: string;
  site: string;
  /** Absolute data directory (DATA_DIR of its services). */
  dataDir: string;
  /** The last lines a service wrote (stdout and stderr). */
  log(name: string): string;
  pid(name: string): number | undefined;
  start(name: string): Promise<unknown>;
  stop(name: string): Promise<void>;
  close(): Promise<void>;
};

const offset = Number(process.env.E2E_PORT_OFFSET) || 0;

/**
 * Starts it on ports `base` + 4000 / 3000 / 9000 / 5000 (moved by E2E_PORT_OFFSET like the shared
 * stack), with a fresh data directory named after the spec and `env` on top of the defaults.
 */
export async function privateStack(name: string, base: number, env: Record<string, string> = {}) {
  return (await startStack({
    ports: {
      api: 4000 + base + offset,
      site: 3000 + base + offset,
      identity: 9000 + base + offset,
      examples: 5000 + base + offset,
    },
    dataDir: `.data/${name}-${offset}`,
    fresh: true,
    only: ['identity', 'api', 'site'],
    quiet: true,
    env,
  })) as PrivateStack;
}
