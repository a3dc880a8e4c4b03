/** Ports and data directory of the stack the browser tests start (never those of `npm start`). */
export const TEST_ENV = {
  API_PORT: '4100',
  SITE_PORT: '3100',
  IDENTITY_PORT: '9329',
  EXAMPLES_PORT: '5100',
  DATA_DIR: '.data/test',
  CODE: '123456',
} as const;

export const API = `http://127.0.0.1:${TEST_ENV.API_PORT}`;
export const SITE = `http://127.0.0.1:${TEST_ENV.SITE_PORT}`;
