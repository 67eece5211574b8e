import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import {
  BEISPIEL_BETREIBER,
  E2E_BASE_URL,
  E2E_BETREIBER_BASE_URL,
  E2E_BETREIBER_DATA_DIR,
  E2E_BETREIBER_PORT,
  E2E_DATA_DIR,
  E2E_PORT,
} from './src/support/e2e-env';
import { CHROMIUM_ARGS, findChromium, INSTALL_CHROMIUM } from './browser/chromium.cjs';

const chromium = findChromium();
if (!chromium.path) {
  throw new Error(`Browser tests need Chromium (${chromium.reason}): ${INSTALL_CHROMIUM}`);
}

// An installed Chromium (browser/chromium.cjs): our machines cannot download Playwright's browsers.
// In a UTF-8 locale, as on a desktop: Chromium names a download in the system's character set, and in
// the C locale (CI runs without LANG) a file named 'Wetterwörter.csv' becomes 'download'.
const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: chromium.path,
  args: CHROMIUM_ARGS,
  env: { ...process.env, LC_ALL: 'C.UTF-8' },
};

// Runs against the portal exactly as `npm start` serves it: the built API, shell and remotes on one
// port, with the embedded database in a fresh folder (demo school seeded).
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
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // Issue 27: the portal's service worker would take requests out of page.route()'s reach; the
    // stories about the installable app (installierbar.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testMatch: /.*\.spec\.ts$/,
      testIgnore: /kamera\.spec\.ts$/,
    },
    // Issue 10: the camera photo story, with Chromium's fake camera (a test pattern) and no permission prompt.
    {
      name: 'kamera',
      dependencies: ['setup'],
      testMatch: /kamera\.spec\.ts$/,
      use: {
        permissions: ['camera'],
        launchOptions: {
          ...CHROMIUM_LAUNCH,
          args: [
            ...(CHROMIUM_LAUNCH.args ?? []),
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node dist/services/api/main.js`,
      cwd: '..',
      url: `${E2E_BASE_URL}/api/hello`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      // The stories log in far more often than one person would; the limits are tested in the API suite.
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: '',
        LOGIN_RATE_LIMIT_PER_CLIENT: '1000',
        LOGIN_RATE_LIMIT_PER_DAY: '100000',
        MAIL_RATE_LIMIT_PER_CLIENT: '1000',
        // Issue 26 §5: the canary story writes this file (absent: no canary for anyone).
        REMOTES_CANARY_JSON: 'tmp/e2e-vorab.json',
        // Issue 28: schools may set up 'Mit Schulkonto anmelden' (schulkonto.spec.ts).
        SCHULKONTO_SCHLUESSEL: 'e2e-schulkonto-schluessel-nur-fuer-die-tests-0123456789',
      },
    },
    // Issue 16: the same portal with operator data configured (legal dialogs with configuration).
    {
      command: `rm -rf ${E2E_BETREIBER_DATA_DIR} && node dist/services/api/main.js`,
      cwd: '..',
      url: `${E2E_BETREIBER_BASE_URL}/api/hello`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_BETREIBER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_BETREIBER_DATA_DIR,
        DATABASE_URL: '',
        ...BEISPIEL_BETREIBER,
      },
    },
  ],
});
