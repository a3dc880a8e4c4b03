import { defineConfig } from '@playwright/test';

// Browser tests run on Debian's chromium (Playwright cannot download browsers here).
// The stack (API, identity, site, examples) is started once by the global set-up.
export default defineConfig({
  testDir: '.',
  testMatch: [
    'e2e/**/*.spec.ts',
    'examples/*/e2e/**/*.spec.ts',
    'site/e2e/**/*.spec.ts',
    'sdk/e2e/**/*.spec.ts',
  ],
  testIgnore: ['**/node_modules/**'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
