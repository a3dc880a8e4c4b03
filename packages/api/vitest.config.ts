import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // These are integration tests on real databases and sockets: on a loaded two-core machine one
    // of them (130 writes over two instances, a 200 kB row read 300 times) can outlast vitest's
    // 5 s default without anything being wrong. The limit is a hang guard, not a speed check.
    // The same for set-up: opening a PGlite database and migrating it took over 10 s under load.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
