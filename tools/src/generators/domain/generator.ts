import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { formatFiles, generateFiles, type GeneratorCallback, type Tree } from '@nx/devkit';
import { registrierungen } from './registrierungen';

export type Remote = 'cards' | 'exams' | 'races' | 'admin';

export interface DomainSchema {
  /** The spec's noun, lower case: route prefix, API folder, remote folder, contracts and texts file. */
  name: string;
  remote: Remote;
  /** Singular of one row (entity, table, mapper); default: the name. */
  eintrag?: string;
  /** German heading of the page and the README's domain label; default: the name capitalised. */
  titel?: string;
  /** Migration timestamp (ms); default: now. Tests pass a fixed one. */
  zeitstempel?: number;
}

/** The names every template and registration uses, derived once from the options. */
export interface DomainNamen {
  name: string;
  remote: Remote;
  /** PascalCase of the name: LesezeichenModule, LesezeichenService, LesezeichenSeite. */
  Klasse: string;
  /** UPPER_CASE of the name: LESEZEICHEN_DATENSCHUTZ, the texts object. */
  KONSTANTE: string;
  /** The controller's field for the service. */
  feld: string;
  eintrag: string;
  /** The entity class and the prefix of the contract types (…Dto, …AnlegenRequest). */
  Eintrag: string;
  tabelle: string;
  titel: string;
  zeitstempel: number;
}

const NAME = /^[a-z][a-z0-9]*$/;
const REMOTES: readonly Remote[] = ['cards', 'exams', 'races', 'admin'];
const gross = (wort: string) => wort.charAt(0).toUpperCase() + wort.slice(1);

export function domainNamen(schema: DomainSchema): DomainNamen {
  const eintrag = schema.eintrag ?? schema.name;
  for (const wort of [schema.name, eintrag]) {
    if (!NAME.test(wort))
      throw new Error(`"${wort}": nur Kleinbuchstaben und Ziffern, beginnend mit einem Buchstaben`);
  }
  if (!REMOTES.includes(schema.remote))
    throw new Error(`Remote "${schema.remote}": eines von ${REMOTES.join(', ')}`);
  return {
    name: schema.name,
    remote: schema.remote,
    Klasse: gross(schema.name),
    KONSTANTE: schema.name.toUpperCase(),
    feld: schema.name,
    eintrag,
    Eintrag: gross(eintrag),
    tabelle: eintrag,
    titel: schema.titel ?? gross(schema.name),
    zeitstempel: schema.zeitstempel ?? Date.now(),
  };
}

/** The files that must not exist yet: a domain is generated once, never over an existing one. */
function vorhandene(tree: Tree, namen: DomainNamen): string[] {
  return [
    `services/api/src/${namen.name}`,
    `services/api/src/access/${namen.name}-access.cases.ts`,
    `libs/contracts/src/${namen.name}.ts`,
    `libs/texts/src/de/${namen.name}.ts`,
    `apps/${namen.remote}/src/${namen.name}`,
    `libs/api-client/src/endpoints/${namen.name}.ts`,
  ].filter((pfad) => tree.exists(pfad));
}

/**
 * `nx g @lernstapel/tools:domain <name> --remote=<remote>`: a domain in the house shape (README "Where
 * each domain lives"): the API module with a thin controller, a service, a pure mapper, its entity
 * (TypeOrmModule.forFeature), migration and privacy declaration; its rows in the user area's access
 * table and the concurrency suite; the contracts and texts files; the remote's feature folder; and its
 * registration in the app module, the index files and the README's domain table. Once the files are
 * written, `npm run openapi` generates the domain's client (libs/api-client/src/generated/<name>.ts),
 * which the remote's endpoints come from.
 */
export async function domainGenerator(tree: Tree, schema: DomainSchema): Promise<GeneratorCallback> {
  const namen = domainNamen(schema);
  const schon = vorhandene(tree, namen);
  if (schon.length > 0) throw new Error(`Die Domäne ${namen.name} gibt es schon: ${schon.join(', ')}`);
  generateFiles(tree, join(__dirname, 'files'), '.', { ...namen });
  for (const registrierung of registrierungen(namen)) registrierung(tree);
  await formatFiles(tree);
  return () => {
    execFileSync('npm', ['run', 'openapi'], { cwd: tree.root, stdio: 'inherit' });
  };
}

export default domainGenerator;
