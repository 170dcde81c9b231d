import { defineConfig } from '@playwright/test';

// Journeys in Debian's Chromium against the real server on a fresh demo database.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/mall-e2e-${process.pid}`;
// E2E_LOG_LEVEL=info: the server's one line per request in the output (to see which door answered a call).
// E2E_CLUSTER=N: the journeys against N processes behind HAProxy (npm run start:cluster, decision 038) on the
// DATABASE_URL (an empty PostgreSQL database) and REDIS_URL of the environment, with the demo mall loaded
const cluster = process.env.E2E_CLUSTER;
const clusterEnv: Record<string, string> = cluster ? { CLUSTER_PROCESSES: cluster, NODE_ENV: 'development', SEED_DEMO: '1' } : {};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../scripts/${cluster ? 'start-cluster.mjs' : 'start.mjs'}`,
    url: `http://127.0.0.1:${port}/shop-api/webConfig/getPcWebConfig`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', HOST: '127.0.0.1', ...clusterEnv },
    stdout: 'pipe',
  },
});
