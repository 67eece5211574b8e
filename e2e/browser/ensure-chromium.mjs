// First step of `npm test`: the browser tests run at the end of the suite, so a missing browser is
// found here, at once, instead of after twenty minutes. As root with apt (a fresh CI machine) it
// installs Debian's Chromium; anywhere else it stops with the one command to run.
import { execFileSync } from 'node:child_process';
import { findChromium, INSTALL_CHROMIUM } from './chromium.cjs';

function aptAvailable() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let found = findChromium();
if (!found.path && !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && aptAvailable()) {
  console.log(`Browser tests: ${found.reason}; installing Debian's Chromium (${INSTALL_CHROMIUM}) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', INSTALL_CHROMIUM.split(' ').slice(1).concat('-qq'), { stdio: 'inherit', env });
  found = findChromium();
}
if (!found.path) {
  console.error(
    `The browser tests need Chromium: ${found.reason}.\n` +
      `Install it once, then run npm test again:\n\n  sudo ${INSTALL_CHROMIUM}\n\n` +
      'or point CHROMIUM_PATH at an installed Chromium.',
  );
  process.exit(1);
}
console.log(`Browser tests use ${found.path}`);
