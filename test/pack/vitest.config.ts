import { defineConfig } from 'vitest/config';

// `npm run test:pack`: the packed-tarball consumers (test/pack/pack.test.ts), on their own.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/pack/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
