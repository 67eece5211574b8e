// Which Chromium the browser tests and benches drive: our machines cannot download Playwright's
// browsers, so we look for one that is already installed, in this order.
const { accessSync, constants } = require('node:fs');

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Headless flags for our closed network: without the background-networking ones Chromium keeps dialling Google. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The command that installs the browser on Debian/Ubuntu, as CI does. */
const INSTALL_CHROMIUM = 'apt-get install -y chromium fonts-liberation';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's own Chromium, when someone installed it with `npx playwright install chromium`. */
function playwrightChromium() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * `CHROMIUM_PATH` when set (a wrong one is reported, never silently replaced), else Debian's
 * Chromium, else Playwright's own; `{ path: undefined }` with the reason when there is none.
 */
function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { path: undefined, reason: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file` };
  }
  for (const candidate of [DEBIAN_CHROMIUM, playwrightChromium()]) {
    if (candidate && isExecutable(candidate)) return { path: candidate };
  }
  return { path: undefined, reason: `no Chromium at ${DEBIAN_CHROMIUM} nor among Playwright's browsers` };
}

module.exports = { CHROMIUM_ARGS, INSTALL_CHROMIUM, findChromium };
