import { test as setup } from '@playwright/test';
import { storageStateFor, type DemoRole } from './support/demo-logins';
import { logInAs } from './support/login';

// Log in once per role; the stories reuse the stored session cookie.
const ROLES: DemoRole[] = ['teacherAdmin', 'mainAdmin', 'pupil1', 'pupil2', 'pupil3'];

for (const role of ROLES) {
  setup(`log in as ${role}`, async ({ page }) => {
    await logInAs(page, role);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
