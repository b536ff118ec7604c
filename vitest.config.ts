import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Spawned CLIs, worker pools and a real browser take seconds, not milliseconds;
    // generous limits keep a busy 2-core CI from flaking. No test asserts a timing.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The e2e and CLI tests spawn processes of their own: two test files at once is
    // enough on a 2-core machine.
    maxWorkers: 2,
  },
});
