import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{server,contracts,islands,scripts,db,site}/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./server/test/setup.ts'],
    globalSetup: ['./server/test/pg-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
