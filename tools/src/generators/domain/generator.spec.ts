import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { FsTree } from 'nx/src/generators/tree';
import { domainGenerator, domainNamen } from './generator';
import { prettierTree } from './testing/prettier-tree';
import { typeFehler } from './testing/typecheck-tree';
import { dokumentDatei } from './testing/lesezeichen-dokument';

/** The workspace itself: the tree reads the real files and keeps every change in memory. */
const ROOT = join(__dirname, '..', '..', '..', '..');
const ZEITSTEMPEL = 1795400000000;
const LESEZEICHEN = {
  name: 'lesezeichen',
  remote: 'cards',
  titel: 'Lesezeichen',
  zeitstempel: ZEITSTEMPEL,
} as const;

const inhalt = (tree: Tree, pfad: string) => tree.read(pfad, 'utf-8') ?? '';

describe('nx g @lernstapel/tools:domain (issue 24 §7)', () => {
  let tree: FsTree;

  beforeAll(async () => {
    // formatFiles cannot load prettier inside jest; prettierTree formats as `nx g` would.
    process.env['NX_SKIP_FORMAT'] = 'true';
    tree = new FsTree(ROOT, false);
    await domainGenerator(tree, LESEZEICHEN);
    prettierTree(tree);
  });

  it('creates the domain’s own files and registers it where each domain is named', () => {
    const changes = tree.listChanges().map((change) => `${change.type} ${change.path}`);
    expect(changes.sort()).toEqual(
      [
        'CREATE apps/cards/src/lesezeichen/LesezeichenSeite.spec.tsx',
        'CREATE apps/cards/src/lesezeichen/LesezeichenSeite.tsx',
        'CREATE apps/cards/src/lesezeichen/lesezeichen-api.ts',
        'CREATE libs/api-client/src/endpoints/lesezeichen.ts',
        'CREATE libs/contracts/src/lesezeichen.ts',
        'CREATE libs/texts/src/de/lesezeichen.ts',
        'CREATE services/api/src/access/lesezeichen-access.cases.ts',
        `CREATE services/api/src/database/migrations/${ZEITSTEMPEL}-lesezeichen.ts`,
        'CREATE services/api/src/lesezeichen/dto/lesezeichen-anlegen.dto.ts',
        'CREATE services/api/src/lesezeichen/entities/lesezeichen.entity.ts',
        'CREATE services/api/src/lesezeichen/lesezeichen.controller.ts',
        'CREATE services/api/src/lesezeichen/lesezeichen.datenschutz.ts',
        'CREATE services/api/src/lesezeichen/lesezeichen.integration-spec.ts',
        'CREATE services/api/src/lesezeichen/lesezeichen.mapper.ts',
        'CREATE services/api/src/lesezeichen/lesezeichen.module.ts',
        'CREATE services/api/src/lesezeichen/lesezeichen.service.ts',
        'UPDATE README.md',
        'UPDATE libs/contracts/src/index.ts',
        'UPDATE libs/texts/src/area-texts.ts',
        'UPDATE services/api/src/access/user-area-access.cases.ts',
        'UPDATE services/api/src/app.module.ts',
        'UPDATE services/api/src/common/concurrent-writes.cases.ts',
        'UPDATE services/api/src/database/migrations/index.ts',
        'UPDATE services/api/src/database/testing/alle-entities.ts',
        'UPDATE services/api/src/database/testing/school-fixture.ts',
        'UPDATE services/api/src/datenschutz/datenschutz-karte.service.ts',
        'UPDATE services/api/src/datenschutz/export-lehrersicht.ts',
        'UPDATE services/api/src/datenschutz/export-liesmich.ts',
        'UPDATE services/api/src/datenschutz/testing/datenschutz-karte.ts',
      ].sort(),
    );
  });

  it('builds the API module in the house shape: entity by forFeature, privacy declaration, thin controller', () => {
    const modul = inhalt(tree, 'services/api/src/lesezeichen/lesezeichen.module.ts');
    expect(modul).toContain('imports: [TypeOrmModule.forFeature([Lesezeichen])]');
    expect(modul).toContain("datenschutzDeklaration('lesezeichen', LESEZEICHEN_DATENSCHUTZ)");
    const controller = inhalt(tree, 'services/api/src/lesezeichen/lesezeichen.controller.ts');
    expect(controller).toContain("@Controller('lesezeichen')");
    expect(controller).not.toMatch(/Repository|InjectRepository/);
    expect(inhalt(tree, 'services/api/src/lesezeichen/lesezeichen.mapper.ts')).not.toMatch(
      /^import (?!type)/m,
    );
    expect(inhalt(tree, 'services/api/src/lesezeichen/entities/lesezeichen.entity.ts')).toContain(
      "@Entity({ name: 'lesezeichen' })",
    );
    const migration = inhalt(tree, `services/api/src/database/migrations/${ZEITSTEMPEL}-lesezeichen.ts`);
    expect(migration).toContain(`export class Lesezeichen${ZEITSTEMPEL} implements MigrationInterface`);
    expect(migration).toContain("foreignKey('lesezeichen', 'benutzer_id', 'benutzer', 'CASCADE')");
  });

  it('adds the registrations as the last entry of each list', () => {
    const appModule = inhalt(tree, 'services/api/src/app.module.ts');
    expect(appModule).toContain("import { LesezeichenModule } from './lesezeichen/lesezeichen.module';");
    expect(appModule).toMatch(/ {8}LesezeichenModule,\n {6}\],\n {4}\};/);
    expect(inhalt(tree, 'services/api/src/database/migrations/index.ts')).toMatch(
      new RegExp(`  Lesezeichen${ZEITSTEMPEL},\\n\\];`),
    );
    expect(inhalt(tree, 'services/api/src/datenschutz/datenschutz-karte.service.ts')).toMatch(
      /'lesezeichen',\n\];/,
    );
    expect(inhalt(tree, 'services/api/src/access/user-area-access.cases.ts')).toMatch(
      /\.\.\.lesezeichenFaelle,\n\];/,
    );
    expect(inhalt(tree, 'services/api/src/common/concurrent-writes.cases.ts')).toContain(
      "'POST /api/lesezeichen': ausBenutzerTabelle('POST /api/lesezeichen', true),\n};",
    );
    expect(inhalt(tree, 'libs/texts/src/area-texts.ts')).toMatch(/\.\.\.LESEZEICHEN,\n\} as const;/);
    expect(inhalt(tree, 'libs/contracts/src/index.ts').trimEnd().split('\n').at(-1)).toBe(
      "export * from './lesezeichen';",
    );
    expect(inhalt(tree, 'services/api/src/database/testing/school-fixture.ts')).toMatch(
      /await manager\.insert\(Lesezeichen, \[[^]*\]\);\n\n {2}return \{[^]*lesezeichen: 0,\n\};/,
    );
  });

  it('writes the README row the domain-table test reads, columns aligned by prettier', () => {
    const zeile = inhalt(tree, 'README.md')
      .split('\n')
      .find((line) => line.startsWith('| Lesezeichen '));
    expect(zeile?.split('|').map((zelle) => zelle.trim())).toEqual([
      '',
      'Lesezeichen',
      '`lesezeichen`',
      '`lesezeichen/`',
      'cards: `lesezeichen/`',
      '`lesezeichen.ts`',
      '`lesezeichen.ts`',
      '',
    ]);
    const kopf = inhalt(tree, 'README.md')
      .split('\n')
      .find((line) => line.startsWith('| Domain '));
    expect(zeile?.length).toBe(kopf?.length);
  });

  it('generates code that typechecks in the API (with the libraries) and in the remote', () => {
    const api = typeFehler(
      tree,
      'services/api/tsconfig.json',
      (pfad) => !pfad.startsWith('apps/') && !pfad.startsWith('libs/api-client/'),
    );
    // The remote's endpoints come from the client `npm run openapi` generates after the generator (its
    // callback): here the real client generator, on the two routes of the generated controller.
    const mitClient = new FsTree(ROOT, false);
    for (const change of tree.listChanges()) mitClient.write(change.path, change.content ?? '');
    const client = execFileSync(
      'node',
      [
        '-r',
        '@swc-node/register',
        join(__dirname, 'testing', 'client-fuer-dokument.ts'),
        dokumentDatei(),
        'lesezeichen',
      ],
      {
        cwd: ROOT,
        encoding: 'utf-8',
        env: { ...process.env, SWC_NODE_PROJECT: 'services/api/tsconfig.json' },
      },
    );
    expect(client).toContain('lesezeichenAnlegen: build.mutation');
    mitClient.write('libs/api-client/src/generated/lesezeichen.ts', client);
    const remote = typeFehler(
      mitClient,
      'apps/cards/tsconfig.json',
      (pfad) => pfad.startsWith('apps/cards/') || pfad.startsWith('libs/api-client/src/endpoints/'),
    );
    expect([...api, ...remote]).toEqual([]);
  });

  it('the typecheck finds an error in a generated file (it would not pass anything)', () => {
    const kaputt = new FsTree(ROOT, false);
    for (const change of tree.listChanges()) kaputt.write(change.path, change.content ?? '');
    kaputt.write(
      'services/api/src/lesezeichen/lesezeichen.mapper.ts',
      inhalt(kaputt, 'services/api/src/lesezeichen/lesezeichen.mapper.ts').replace(
        'row.bezeichnung',
        'row.titel',
      ),
    );
    const fehler = typeFehler(kaputt, 'services/api/tsconfig.json', (pfad) =>
      pfad.startsWith('services/api/src/lesezeichen/'),
    );
    expect(fehler).toEqual([
      expect.stringContaining("Property 'titel' does not exist on type 'Lesezeichen'"),
    ]);
  });

  it('refuses an existing domain and a name that is not one lower-case word', async () => {
    await expect(
      domainGenerator(new FsTree(ROOT, false), { name: 'hilfe', remote: 'cards' }),
    ).rejects.toThrow('Die Domäne hilfe gibt es schon: services/api/src/hilfe');
    expect(() => domainNamen({ name: 'Lese-Zeichen', remote: 'cards' })).toThrow('nur Kleinbuchstaben');
    expect(() => domainNamen({ name: 'notiz', remote: 'shell' as 'cards' })).toThrow('Remote "shell"');
  });

  it('names a missing registration file instead of writing half a domain silently', async () => {
    await expect(domainGenerator(createTreeWithEmptyWorkspace(), LESEZEICHEN)).rejects.toThrow(
      'services/api/src/app.module.ts fehlt',
    );
  });

  it('derives entity, table and contract names from the singular when one is given', () => {
    expect(domainNamen({ name: 'notizen', eintrag: 'notiz', remote: 'exams', zeitstempel: 1 })).toEqual({
      name: 'notizen',
      remote: 'exams',
      Klasse: 'Notizen',
      KONSTANTE: 'NOTIZEN',
      feld: 'notizen',
      eintrag: 'notiz',
      Eintrag: 'Notiz',
      tabelle: 'notiz',
      titel: 'Notizen',
      zeitstempel: 1,
    });
  });
});
