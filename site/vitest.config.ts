import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'site',
    environment: 'node',
    include: [
      'lib/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'components/**/*.test.ts',
      'components/**/*.test.tsx',
    ],
  },
});
