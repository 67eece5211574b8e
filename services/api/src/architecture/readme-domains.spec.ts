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

  it('names every top folder of the API, as a domain or as a technical folder', () => {
    const top = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const named = new Set([...[...TABLE_FOLDERS].map((folder) => folder.split('/')[0]), ...TECHNICAL]);
    expect(top.filter((folder) => !named.has(folder))).toEqual([]);
    expect(TECHNICAL.filter((folder) => !top.includes(folder))).toEqual([]);
  });
});
