import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4510);
/**
 * `E2E_CLUSTER=2`: the same journeys against 2 instances behind nginx with Redis (`npm run cluster`,
 * docs/deploy.md) instead of one process; needs nginx and redis-server.
 */
const cluster = process.env.E2E_CLUSTER;

// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh data folder every run: new database, demo data, file outbox read through /dev/outbox.
    command: `rm -rf .data-e2e-${port} && tsx scripts/${cluster ? 'cluster' : 'start'}.ts`,
    url: `http://127.0.0.1:${port}/market/`,
    reuseExistingServer: false,
    timeout: cluster ? 300_000 : 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: `.data-e2e-${port}`,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...(cluster ? { CLUSTER_INSTANCES: cluster } : {}),
    },
  },
});
