import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Spawned CLIs, worker pools and a real browser take seconds, not milliseconds;
    // generous limits keep a busy 2-core CI from flaking. No test asserts a timing.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The e2e and CLI tests spawn processes of their own: two test files at once is
    // enough on a 2-core machine.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**', 'test/pack/**'], sequence: { groupOrder: 0 } } },
      // The browser test runs last, alone: its log times the page's first answer,
      // which means nothing while other test files load the same two cores.
      { extends: true, test: { name: 'browser', include: ['test/e2e/**/*.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
});
