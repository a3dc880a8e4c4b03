/**
 * Ports and data directory of the stack the browser tests start (never those of `npm start`).
 * E2E_PORT_OFFSET moves a second run (another working copy on the same machine) out of the way.
 */
const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
const port = (base: number) => String(base + offset);

export const TEST_ENV = {
  API_PORT: port(4100),
  SITE_PORT: port(3100),
  IDENTITY_PORT: port(9329),
  EXAMPLES_PORT: port(5100),
  DATA_DIR: offset ? `.data/test-${offset}` : '.data/test',
  CODE: '123456',
  // The identity service's test-only route that makes a sent code too old (ExpiredCodeException).
  IDENTITY_CONTROL_ROUTES: '1',
  // The live emulator's test-only cut/pause routes (POST /live/_control/{code}/…): a stream that
  // answers 503 for a while, as a listener meets it (site/e2e/failures.spec.ts).
  LIVE_CONTROL_ROUTES: '1',
} as const;

export const API = `http://127.0.0.1:${TEST_ENV.API_PORT}`;
export const SITE = `http://127.0.0.1:${TEST_ENV.SITE_PORT}`;
