import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { readApiConfig } from '../config/api-config';
import { dataSourceOptions, SQLITE_FILE_NAME } from '../database/data-source-options';
import { ALLE_ENTITIES } from '../database/testing/alle-entities';
import { DEMO_LOGINS_FILE, seedDemoOnStart } from './demo-logins';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Issue 14 #11: the embedded default keeps its files private and shows the demo codes once. */
describe('embedded default: data files and demo codes', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'lernstapel-start-')), 'data');
  const config = readApiConfig({ DATA_DIR: dataDir });
  let dataSource: DataSource;
  let printed: string[];
  let spy: jest.SpyInstance;
  beforeAll(async () => {
    dataSource = new DataSource({ ...dataSourceOptions({ DATA_DIR: dataDir }), entities: ALLE_ENTITIES });
    await dataSource.initialize();
  }, 60_000);
  beforeEach(() => {
    printed = [];
    spy = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
  });
  afterEach(() => spy.mockRestore());
  afterAll(async () => {
    await dataSource.destroy();
  });

  it('creates the data folder and the database readable by the owner only', () => {
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, SQLITE_FILE_NAME))).toBe(0o600);
  });

  it('prints the codes when it seeds the demo school, and writes them to a private file', async () => {
    const logins = await seedDemoOnStart(dataSource, config);
    expect(logins).not.toBeNull();
    const output = printed.join('');
    expect(output).toContain(logins?.mainAdmin);
    const file = join(dataDir, DEMO_LOGINS_FILE);
    expect(modeOf(file)).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(logins);
  });

  it('on every later start names only the file, never a code', async () => {
    const saved = JSON.parse(readFileSync(join(dataDir, DEMO_LOGINS_FILE), 'utf8')) as Record<string, string>;
    expect(await seedDemoOnStart(dataSource, config)).toBeNull();
    const output = printed.join('');
    expect(output).toContain(join(dataDir, DEMO_LOGINS_FILE));
    for (const code of Object.values(saved)) expect(output).not.toContain(code);
  });
});
