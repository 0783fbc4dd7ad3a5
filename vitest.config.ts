import { defineConfig } from 'vitest/config';
import { catalogues } from './islands/lib/i18n/catalogue-plugin.mjs';

export default defineConfig({
  plugins: [catalogues()],
  test: {
    include: ['{server,contracts,islands,scripts,db,site}/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./server/test/setup.ts'],
    globalSetup: ['./server/test/pg-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
