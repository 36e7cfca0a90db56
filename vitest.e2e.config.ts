import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: real VMs and real reboots (minutes), never part of `npm test`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90 * 60_000,
    hookTimeout: 90 * 60_000,
  },
});
