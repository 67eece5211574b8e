import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './src/support/e2e-env';

// Drives Debian's Chromium (no browser downloads on our machines) against the portal exactly as
// `npm start` serves it: the built API, shell and remotes on one port, embedded database in a fresh folder.
export default defineConfig({
  testDir: './src',
  outputDir: '../dist/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'de-DE',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-dev-shm-usage',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node dist/services/api/main.js`,
    cwd: '..',
    url: `${E2E_BASE_URL}/api/hello`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', SEED_DEMO: '1' },
  },
});
