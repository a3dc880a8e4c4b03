import { defineConfig } from 'vitest/config';

// One run for every package: each package has its own vitest.config.ts (a "project").
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{sdk,site}/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/types.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
