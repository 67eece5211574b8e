import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './e2e-env';

export type DemoRole = 'mainAdmin' | 'teacherAdmin' | 'teacher' | 'pupil1' | 'pupil2' | 'pupil3';

/** The codes the portal wrote on start, exactly as an operator finds them after `npm start`. */
export function demoCode(role: DemoRole): string {
  const file = join(__dirname, '..', '..', '..', E2E_DATA_DIR, 'demo-logins.json');
  const logins = JSON.parse(readFileSync(file, 'utf8')) as Record<DemoRole, string>;
  return logins[role];
}

export function storageStateFor(role: DemoRole): string {
  return join(__dirname, '..', '..', '..', 'dist', 'e2e', '.auth', `${role}.json`);
}
