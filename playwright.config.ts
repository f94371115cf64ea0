// End-to-end tests against a production build on a fresh DATA_DIR and a fresh PostgreSQL database
// (E2E_DATABASE_URL, default the local server), in Debian's Chromium.
// Never downloads a browser: CHROMIUM_PATH or /usr/bin/chromium.
import { defineConfig, devices } from '@playwright/test'
import { E2E_BASE_URL } from './tests/e2e/support/e2e-env'

const baseURL = E2E_BASE_URL

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx tests/e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
