import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { folderOf, SRC, sourceFiles } from './source-files';

/**
 * Issue 24 §6: the README's "Where each domain lives" is true of the tree: every folder and file it
 * names exists, every controller's folder is in the table, and every top folder of the API is either
 * a domain of the table or one of the technical folders it lists.
 */
const ROOT = join(SRC, '..', '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const SECTION = README.slice(
  README.indexOf('## Where each domain lives'),
  README.indexOf('\n## ', README.indexOf('## Where each domain lives') + 1),
);
const APPS = ['shell', 'cards', 'exams', 'races', 'admin'];

const quoted = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

interface Row {
  domain: string;
  apiFolders: string[];
  remoteFolders: [app: string, folder: string][];
  contracts: string[];
  texts: string[];
}

const ROWS: Row[] = SECTION.split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Domain') && !line.startsWith('| ---'))
  .map((line) => {
    const [domain = '', , api = '', remote = '', contracts = '', texts = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      domain,
      apiFolders: quoted(api).filter((name) => name.endsWith('/')),
      remoteFolders: remote.split(';').flatMap((part) => {
        const app = /^\s*([a-z]+):/.exec(part)?.[1];
        return app && APPS.includes(app)
          ? quoted(part)
              .filter((name) => name.endsWith('/'))
              .map((folder): [string, string] => [app, folder])
          : [];
      }),
      contracts: quoted(contracts),
      texts: quoted(texts),
    };
  });

const TECHNICAL = quoted(/Technical API folders: ([^.]+)\./.exec(SECTION)?.[1] ?? '').filter(
  (name) => !name.startsWith('npm '),
);
const TABLE_FOLDERS = new Set(
  ROWS.flatMap((row) => row.apiFolders.map((folder) => folder.replace(/\/$/, ''))),
);
const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The paragraph after the table: "shell `login/` (…), …; cards `aufgaben/` …", as [app, folder] pairs. */
const COMBINING_PAGES: [app: string, folder: string][] = (
  /Pages that put several domains together[^:]*: ([^]*?)\.\s+Cross-cutting/.exec(SECTION)?.[1] ?? ''
)
  .split(';')
  .flatMap((part) => {
    const app = /^\s*([a-z]+) `/.exec(part)?.[1] ?? '';
    return quoted(part)
      .filter((name) => name.endsWith('/'))
      .map((folder): [string, string] => [app, folder]);
  });
const TECHNICAL_APP_FOLDERS = quoted(/Technical folders of\s+the apps: ([^.]+)\./.exec(SECTION)?.[1] ?? '');
const [CROSS_CUTTING_CONTRACTS = [], CROSS_CUTTING_TEXTS = []] = (
  /Cross-cutting contracts\s+and texts: ([^.]+)\./.exec(SECTION)?.[1] ?? ''
)
  .split(';')
  .map(quoted);
const filesOf = (folder: string) =>
  readdirSync(join(ROOT, folder)).filter((file) => file.endsWith('.ts') && !file.includes('.spec.'));

describe("the README's domain table tells the truth (issue 24 §6)", () => {
  it('reads the table and the technical folders', () => {
    expect(ROWS.length).toBeGreaterThan(30);
    expect(TECHNICAL).toEqual(expect.arrayContaining(['auth', 'common', 'database']));
  });

  it.each(ROWS.map((row) => [row.domain, row] as const))(
    '%s: every folder and file it names exists',
    (_domain, row) => {
      for (const folder of row.apiFolders)
        expect({ folder, exists: isDirectory(join(SRC, folder)) }).toEqual({ folder, exists: true });
      for (const [app, folder] of row.remoteFolders) {
        const path = `apps/${app}/src/${folder}`;
        expect({ path, exists: isDirectory(join(ROOT, path)) }).toEqual({ path, exists: true });
      }
      for (const file of row.contracts) {
        const path = `libs/contracts/src/${file}`;
        expect({ path, exists: existsSync(join(ROOT, path)) }).toEqual({ path, exists: true });
      }
      for (const file of row.texts) {
        const path = `libs/texts/src/de/${file}`;
        expect({ path, exists: existsSync(join(ROOT, path)) }).toEqual({ path, exists: true });
      }
    },
  );

  it('lists the folder of every controller, domain or technical', () => {
    const folders = [
      ...new Set(
        sourceFiles()
          .filter((file) => file.endsWith('.controller.ts'))
          .map(folderOf),
      ),
    ];
    const missing = folders.filter((folder) => !TABLE_FOLDERS.has(folder) && !TECHNICAL.includes(folder));
    expect(missing).toEqual([]);
  });

  it.each(APPS)(
    'names every top folder of apps/%s/src, as a domain, a combining page or technical',
    (app) => {
      const named = new Set([
        ...ROWS.flatMap((row) => row.remoteFolders)
          .concat(COMBINING_PAGES)
          .filter(([inApp]) => inApp === app)
          .map(([, folder]) => folder.split('/')[0]),
        ...TECHNICAL_APP_FOLDERS.map((folder) => folder.replace(/\/$/, '')),
      ]);
      const top = readdirSync(join(ROOT, 'apps', app, 'src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(top.filter((folder) => !named.has(folder))).toEqual([]);
      for (const [inApp, folder] of COMBINING_PAGES.filter(([inApp]) => inApp === app))
        expect({ inApp, folder, exists: isDirectory(join(ROOT, 'apps', inApp, 'src', folder)) }).toEqual({
          inApp,
          folder,
          exists: true,
        });
    },
  );

  it('names every contracts file and every texts file, in a row or as cross-cutting', () => {
    expect(CROSS_CUTTING_CONTRACTS).toEqual(expect.arrayContaining(['error', 'remotes']));
    expect(CROSS_CUTTING_TEXTS).toEqual(expect.arrayContaining(['allgemein', 'fehler']));
    const contracts = new Set([...ROWS.flatMap((row) => row.contracts), ...CROSS_CUTTING_CONTRACTS]);
    const texts = new Set([...ROWS.flatMap((row) => row.texts), ...CROSS_CUTTING_TEXTS]);
    const unnamed = (files: string[], named: Set<string>) =>
      files.filter((file) => !named.has(file) && !named.has(file.replace(/\.ts$/, '')));
    expect(unnamed(filesOf('libs/contracts/src'), contracts)).toEqual(['index.ts']);
    expect(unnamed(filesOf('libs/texts/src/de'), texts)).toEqual([]);
    for (const name of CROSS_CUTTING_CONTRACTS)
      expect({ name, exists: existsSync(join(ROOT, 'libs/contracts/src', `${name}.ts`)) }).toEqual({
        name,
        exists: true,
      });
    for (const name of CROSS_CUTTING_TEXTS)
      expect({ name, exists: existsSync(join(ROOT, 'libs/texts/src/de', `${name}.ts`)) }).toEqual({
        name,
        exists: true,
      });
  });

  it('names every top folder of the API, as a domain or as a technical folder', () => {
    const top = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const named = new Set([...[...TABLE_FOLDERS].map((folder) => folder.split('/')[0]), ...TECHNICAL]);
    expect(top.filter((folder) => !named.has(folder))).toEqual([]);
    expect(TECHNICAL.filter((folder) => !top.includes(folder))).toEqual([]);
  });
});
