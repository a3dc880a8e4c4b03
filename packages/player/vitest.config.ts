import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'player',
    // happy-dom gives the engine a window (cookies, dataLayer, online event); the URL makes cookies stick.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
