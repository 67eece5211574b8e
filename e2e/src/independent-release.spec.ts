import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { startseite } from './support/login';

test.use({ storageState: storageStateFor('teacherAdmin') });

const WORKSPACE = join(__dirname, '..', '..');
const untouched = [
  'dist/apps/shell/index.html',
  'dist/apps/cards/mf-manifest.json',
  'dist/services/api/main.js',
];

function modifiedTimes(): number[] {
  return untouched.map((file) => statSync(join(WORKSPACE, file)).mtimeMs);
}

test('a new release of only the exams remote reaches the running shell on the next page load', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const openExams = async () => {
    await startseite(page);
    await page.getByRole('navigation').getByText(t('menue.aufgaben'), { exact: true }).click();
  };
  await openExams();
  const buildId = page.getByTestId('build-id-exams');
  await expect(buildId).toBeAttached();
  const before = modifiedTimes();

  // Release: build and deploy the exams remote alone, into the folder the running portal serves.
  const release = `e2e-${Date.now()}`;
  execFileSync('npx', ['webpack', 'build', '-c', 'apps/exams/webpack.config.cjs', '--mode', 'production'], {
    cwd: WORKSPACE,
    env: { ...process.env, BUILD_ID: release },
    stdio: 'pipe',
    timeout: 200_000,
  });

  await openExams();
  await expect(page.getByTestId('build-id-exams')).toHaveAttribute('data-build-id', release);
  expect(modifiedTimes()).toEqual(before);
});
