import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { generateLoginCode } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { ApiConfig } from '../config/api-config';
import { seedDemo, type DemoLogins } from './seed/demo-seed';

export const DEMO_LOGINS_FILE = 'demo-logins.json';

/** A login code from node:crypto (DEVIATIONS 2). */
export function randomLoginCode(): string {
  return generateLoginCode((length) => randomBytes(length));
}

/** The demo seed runs on the embedded default database, and on MySQL only with SEED_DEMO=1. */
export function shouldSeedDemo(config: ApiConfig): boolean {
  return config.databaseUrl === undefined || config.seedDemo;
}

/**
 * Seeds an empty database with the demo school and shows the codes to the operator once, on stdout
 * (never in a request log) and in <DATA_DIR>/demo-logins.json (0600, the folder 0700). Later starts
 * only say where the file is: the main administrator's code does not belong in every start log.
 */
export async function seedDemoOnStart(dataSource: DataSource, config: ApiConfig): Promise<DemoLogins | null> {
  if (!shouldSeedDemo(config)) return null;
  const file = join(config.dataDir, DEMO_LOGINS_FILE);
  const logins = await seedDemo(dataSource, randomLoginCode);
  if (logins) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(logins, null, 2)}\n`, { mode: 0o600 });
    printDemoLogins(logins, file);
    return logins;
  }
  if (existsSync(file)) process.stdout.write(`${t('server.start.demoSchonAngelegt', { datei: file })}\n`);
  return null;
}

export function demoLoginsText(logins: DemoLogins, file: string): string {
  const rows = Object.entries(logins).map(([role, code]) => `  ${role.padEnd(14)} ${code}`);
  return ['', t('server.start.demoZugaenge'), ...rows, t('server.start.demoDatei', { datei: file }), ''].join(
    '\n',
  );
}

function printDemoLogins(logins: DemoLogins, file: string): void {
  process.stdout.write(`${demoLoginsText(logins, file)}\n`);
}
