import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { folderOf, SRC, sourceFiles } from './source-files';

/**
 * One owner per entity: an entity belongs to the module of its folder (the nearest folder with a
 * *.module.ts: benutzer/entities/ → benutzer/, benutzer/konto/ is a module of its own). Production code
 * of another module asks the owner's exported service (or query function) instead of importing the
 * entity, injecting its repository or registering it with TypeOrmModule.forFeature.
 */

/** Production code: everything main.ts reaches. Test helpers and specs are not production code. */
const ENTRY = 'main.ts';

/** The whole schema's code may use every entity: migrations, the tests' entity list and the demo seed. */
const DATABASE_WIDE = ['database/', 'bootstrap/seed/'];

/** Reads across modules kept on purpose, each with its reason. */
const KEPT: Readonly<Record<string, string>> = {
  'benutzer/sitzungen/session-cache.subscriber.ts → benutzer/entities/benutzer.entity.ts':
    'the session check trusts a cached session with its user (sitzung.benutzer, one joined query): every write to users must forget it',
  'benutzer/sitzungen/session-cache.subscriber.ts → schulen/entities/schule.entity.ts':
    'the cached user carries its school (licence year, country): every write to schools must forget it too',
  'unterrichtsmodulteile/quiz/quiz.service.ts → unterrichtsmodule/entities/unterrichtsmodul.entity.ts':
    "the box update (issue 11 bench:quiz) reads the card, its stack's owner and the FSRS state in one query instead of asking the stacks module first",
  'unterrichtsmodulteile/quiz/faelligkeit.service.ts → unterrichtsmodule/entities/unterrichtsmodul.entity.ts':
    "'n Karten fällig' counts the due cards of all own stacks in one grouped query, joined on the stack's owner",
  'stapelablage/stapelablage-schritte.service.ts → unterrichtsmodule/entities/unterrichtsmodul.entity.ts':
    'a hand-in locks its stack row first inside its own transaction (issue 22 §3), so two hand-ins of one stack cannot both pass the check',
};

const files = new Set(sourceFiles());

function read(file: string): string {
  return readFileSync(join(SRC, file), 'utf8');
}

/** Relative imports of a file (values and types), resolved to files under src. */
function importsOf(file: string): Map<string, string> {
  const resolved = new Map<string, string>();
  const pattern = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const [, specifier = ''] of read(file).matchAll(pattern)) {
    const base = normalize(join(folderOf(file), specifier))
      .split('\\')
      .join('/');
    const target = [`${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
    if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
    resolved.set(specifier, target);
  }
  return resolved;
}

function productionFiles(): string[] {
  const reached = new Set<string>([ENTRY]);
  const queue = [ENTRY];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const target of importsOf(file).values()) {
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return [...reached].sort();
}

const moduleFolders = new Set([...files].filter((file) => file.endsWith('.module.ts')).map(folderOf));

/** The module a file belongs to: its nearest folder with a *.module.ts (else its top folder). */
function ownerOf(file: string): string {
  const parts = folderOf(file).split('/');
  for (let depth = parts.length; depth > 0; depth--) {
    const folder = parts.slice(0, depth).join('/');
    if (moduleFolders.has(folder)) return folder;
  }
  return parts[0] ?? '';
}

const isEntity = (file: string): boolean => file.includes('/entities/');

const production = productionFiles();

/** `from → entity` for every entity a production file imports from another module. */
function foreignEntityImports(): string[] {
  return (
    production
      .filter((file) => !DATABASE_WIDE.some((folder) => file.startsWith(folder)))
      // Entity relations (@ManyToOne) declare the schema's foreign keys; they query nothing themselves.
      .filter((file) => !isEntity(file))
      .flatMap((file) =>
        [...importsOf(file).values()]
          .filter((target) => isEntity(target) && ownerOf(target) !== ownerOf(file))
          .map((target) => `${file} → ${target}`),
      )
  );
}

/** `module: Entity (entity file)` for every forFeature entry whose entity another module owns. */
function foreignForFeature(): { registrations: number; foreign: string[] } {
  let registrations = 0;
  const foreign: string[] = [];
  for (const file of production.filter((candidate) => candidate.endsWith('.module.ts'))) {
    const source = read(file);
    const imported = new Map<string, string>();
    const importPattern = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
    const resolved = importsOf(file);
    for (const [, names = '', specifier = ''] of source.matchAll(importPattern)) {
      for (const name of names.split(',').map((entry) => entry.trim().replace(/^type\s+/, ''))) {
        if (name) imported.set(name, resolved.get(specifier) ?? '');
      }
    }
    for (const [, list = ''] of source.matchAll(/TypeOrmModule\.forFeature\(\s*\[([^\]]*)\]/g)) {
      for (const name of list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)) {
        registrations += 1;
        const entity = imported.get(name);
        if (!entity || !isEntity(entity) || ownerOf(entity) !== ownerOf(file)) {
          foreign.push(`${file}: ${name} (${entity ?? 'not imported'})`);
        }
      }
    }
  }
  return { registrations, foreign };
}

describe('one owner per entity (issue 8)', () => {
  it('reads production code from main.ts on, without test helpers', () => {
    expect(production).toEqual(
      expect.arrayContaining([
        'app.module.ts',
        'benutzer/konto/konto.service.ts',
        'benutzer/sitzungen/sessions.service.ts',
      ]),
    );
    expect(production.filter((file) => /spec\.ts$|fixture|^testing\//.test(file))).toEqual([]);
  });

  it('no production file imports another module’s entities/ file', () => {
    const kept = Object.keys(KEPT);
    expect(foreignEntityImports().filter((edge) => !kept.includes(edge))).toEqual([]);
  });

  it('every kept cross-module read still exists (no stale exceptions)', () => {
    const edges = foreignEntityImports();
    for (const edge of Object.keys(KEPT)) expect(edges).toContain(edge);
  });

  it('TypeOrmModule.forFeature lists only entities of the module’s own folder', () => {
    const { registrations, foreign } = foreignForFeature();
    expect(registrations).toBeGreaterThan(10);
    expect(foreign).toEqual([]);
  });
});
