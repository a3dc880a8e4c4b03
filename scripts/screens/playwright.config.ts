// `npm run screens`: the site's screenshots under docs/screens/ (README there), on the stack that
// e2e/support/global-setup.ts starts. Kept out of the test suite: it writes files, it asserts nothing new.
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['shoot.ts'],
  globalSetup: '../../e2e/support/global-setup.ts',
  reporter: [['list']],
  timeout: 300_000,
});
