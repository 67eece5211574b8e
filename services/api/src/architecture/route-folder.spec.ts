import { PATH_METADATA } from '@nestjs/common/constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderOf, SRC, sourceFiles } from './source-files';

/**
 * Technical folders are not spec domains (STYLE 1): their routes follow the spec's paths, not the folder.
 * Every other controller's route prefix is its folder path: /api/benutzer/konto → src/benutzer/konto/.
 */
const TECHNICAL_FOLDERS: Readonly<Record<string, string>> = {
  auth: "sessions: 'session', 'benutzer/check' and 'benutzer/gespeichert' are the spec's login paths (01 §7)",
  mail: "'mails' is the main administrator's outbox list (DEVIATIONS 8), not a spec domain",
  hello: 'server liveness and version',
  common: 'filters, pipes and hooks of every route',
  config: 'configuration',
  database: 'data source, migrations',
  portal: 'serves the built front-ends beside /api',
  bootstrap: 'application setup and the demo seed',
  redis: 'the shared Redis connection',
  testing: 'test helpers',
  access: 'the access table tests',
  architecture: 'these tests',
};

/**
 * Issue 24: features that sit where their dependencies put them, not where their URL is (the README's
 * domain table says the same). Folder → the route prefix the spec gives it.
 */
const URL_ELSEWHERE: Readonly<Record<string, { route: string; grund: string }>> = {
  'stapelinhalt/importcsv': {
    route: 'unterrichtsmodule/importcsv',
    grund: 'writes cards into a stack: above both the stacks and the cards module',
  },
  'stapelinhalt/exportcsv': {
    route: 'unterrichtsmodule/exportcsv',
    grund: "reads a stack's cards: above both the stacks and the cards module",
  },
  'stapelinhalt/kopieren': {
    route: 'unterrichtsmodule/kopieren',
    grund: 'copies a stack with its cards into a folder: above stacks, cards and folders',
  },
  'stapelergebnisse/zuruecksetzen': {
    route: 'unterrichtsmodulteile/quiz',
    grund: "the stack reset deletes the results with the cards' boxes: above both the cards and the results",
  },
  schulverwaltung: {
    route: 'schulen',
    grund: "the main administrator's school list counts each school's users: above schools and users",
  },
  'schulverwaltung/lizenzbestellen': {
    route: 'schulen/lizenzbestellen',
    grund: 'a licence for a new school creates the school and its teacher: above schools, users and mail',
  },
};

function isTechnical(file: string): boolean {
  return (file.split('/')[0] ?? '') in TECHNICAL_FOLDERS;
}

/** Route prefixes of the controller classes a file exports (Nest's @Controller metadata). */
function controllerPaths(file: string): string[] {
  const exported = require(join(SRC, file)) as Record<string, unknown>;
  return Object.values(exported)
    .filter((value): value is object => typeof value === 'function')
    .map((value): unknown => Reflect.getMetadata(PATH_METADATA, value))
    .filter((path): path is string | string[] => path !== undefined)
    .flatMap((path) => (Array.isArray(path) ? path : [path]));
}

const controllerFiles = sourceFiles().filter((file) => file.endsWith('.controller.ts'));
const domainControllers = controllerFiles.filter((file) => !isTechnical(file));

describe('the route names the folder (STYLE 1: /api/pruefungen → src/pruefungen/)', () => {
  it('finds the domain controllers', () => {
    expect(domainControllers).toEqual(
      expect.arrayContaining([
        'benutzer/benutzer.controller.ts',
        'benutzer/konto/konto.controller.ts',
        'pruefungen/pruefungen.controller.ts',
        'schulverwaltung/lizenzbestellen/lizenzbestellen.controller.ts',
      ]),
    );
  });

  it.each(domainControllers)('%s: every controller’s prefix is its folder', (file) => {
    const paths = controllerPaths(file);
    expect(paths.length).toBeGreaterThan(0);
    const folder = folderOf(file);
    const route = URL_ELSEWHERE[folder]?.route ?? folder;
    for (const path of paths) expect(path.replace(/^\/+|\/+$/g, '')).toBe(route);
  });

  it('finds every production controller in a *.controller.ts file', () => {
    const isTest = (file: string) => /\.(integration-)?spec\.ts$/.test(file);
    const withController = sourceFiles().filter(
      (file) => !isTest(file) && readFileSync(join(SRC, file), 'utf8').includes('@Controller('),
    );
    expect(withController).toEqual(controllerFiles);
  });

  it('keeps a folder whose URL differs from it only while the folder exists', () => {
    const folders = new Set(controllerFiles.map(folderOf));
    for (const folder of Object.keys(URL_ELSEWHERE)) expect(folders).toContain(folder);
  });

  it('lists only technical folders that exist', () => {
    const topFolders = new Set(sourceFiles().map((file) => file.split('/')[0]));
    for (const folder of Object.keys(TECHNICAL_FOLDERS)) expect(topFolders).toContain(folder);
  });
});
