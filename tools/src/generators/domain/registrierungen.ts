import type { Tree } from '@nx/devkit';
import type { DomainNamen } from './generator';

type Registrierung = (tree: Tree) => void;

function lesen(tree: Tree, pfad: string): string {
  const text = tree.read(pfad, 'utf-8');
  if (text === null) throw new Error(`${pfad} fehlt: dort wird die neue Domäne eingetragen`);
  return text;
}

/** Adds `zeile` as the last import of the file (imports end at their first ';'). */
function importAnfuegen(text: string, zeile: string): string {
  const importe = [...text.matchAll(/^import\b[^;]*;\n/gm)];
  const letzter = importe.at(-1);
  const ende = letzter ? (letzter.index ?? 0) + letzter[0].length : 0;
  return `${text.slice(0, ende)}${zeile}\n${text.slice(ende)}`;
}

/**
 * Adds `zeile` as the last entry of the list that starts at `liste` and ends at the first line matching
 * `ende`, indented like the entry before it.
 */
function eintragAnfuegen(pfad: string, text: string, liste: string, ende: RegExp, zeile: string): string {
  const start = text.indexOf(liste);
  if (start < 0) throw new Error(`${pfad}: „${liste}“ nicht gefunden`);
  const treffer = ende.exec(text.slice(start));
  if (!treffer) throw new Error(`${pfad}: das Ende der Liste nach „${liste}“ nicht gefunden`);
  const stelle = start + treffer.index;
  const davor = text.slice(0, stelle).trimEnd().split('\n').at(-1) ?? '';
  const einzug = /^\s*/.exec(davor)?.[0] ?? '  ';
  return `${text.slice(0, stelle)}${einzug}${zeile}\n${text.slice(stelle)}`;
}

/** An import and an entry of a list, in one file. */
function eintragen(
  pfad: string,
  { importZeile, liste, ende, zeile }: { importZeile?: string; liste: string; ende: RegExp; zeile: string },
): Registrierung {
  return (tree) => {
    let text = lesen(tree, pfad);
    if (importZeile) text = importAnfuegen(text, importZeile);
    tree.write(pfad, eintragAnfuegen(pfad, text, liste, ende, zeile));
  };
}

/** The end of a top-level list or object (nested ones are indented). */
const LISTEN_ENDE = /^\];/m;
const OBJEKT_ENDE = /^\}( as const)?;/m;

/** A row at the end of the README's domain table (prettier aligns the columns afterwards). */
function readmeZeile(namen: DomainNamen): Registrierung {
  return (tree) => {
    const text = lesen(tree, 'README.md');
    const abschnitt = text.indexOf('## Where each domain lives');
    const kopf = text.indexOf('\n| Domain', abschnitt);
    if (abschnitt < 0 || kopf < 0) throw new Error('README.md: die Tabelle „Where each domain lives“ fehlt');
    const tabellenEnde = text.indexOf('\n\n', kopf);
    const zeile =
      `| ${namen.titel} | \`${namen.name}\` | \`${namen.name}/\` | ${namen.remote}: \`${namen.name}/\` ` +
      `| \`${namen.name}.ts\` | \`${namen.name}.ts\` |`;
    tree.write('README.md', `${text.slice(0, tabellenEnde)}\n${zeile}${text.slice(tabellenEnde)}`);
  };
}

/**
 * The school fixture fills every table (the migration, export and deletion tests check it): an entry of
 * school A's teacher and one of its pupil; they go with their users, so none remains once school A is
 * deleted.
 */
function schulFixture({ name, eintrag, Eintrag, tabelle }: DomainNamen): Registrierung {
  const pfad = 'services/api/src/database/testing/school-fixture.ts';
  return (tree) => {
    let text = importAnfuegen(
      lesen(tree, pfad),
      `import { ${Eintrag} } from '../../${name}/entities/${eintrag}.entity';`,
    );
    const funktion = text.indexOf('export async function createSchoolFixture');
    const rueckgabe = text.indexOf('\n  return {', funktion);
    if (funktion < 0 || rueckgabe < 0) throw new Error(`${pfad}: das Ende von createSchoolFixture fehlt`);
    const zeilen = [
      `  await manager.insert(${Eintrag}, [`,
      `    { benutzer_id: teacherA.id, bezeichnung: 'Von der Lehrperson' },`,
      `    { benutzer_id: pupilA.id, bezeichnung: 'Vom Schüler' },`,
      `  ]);`,
    ];
    text = `${text.slice(0, rueckgabe)}\n${zeilen.join('\n')}\n${text.slice(rueckgabe)}`;
    tree.write(
      pfad,
      eintragAnfuegen(pfad, text, 'export const ROWS_AFTER_DELETING_SCHOOL_A', OBJEKT_ENDE, `${tabelle}: 0,`),
    );
  };
}

/** Every file outside the new domain's own files that names each domain. */
export function registrierungen(namen: DomainNamen): Registrierung[] {
  const { name, Klasse, KONSTANTE, Eintrag, eintrag, tabelle, titel, zeitstempel } = namen;
  const api = 'services/api/src';
  return [
    eintragen(`${api}/app.module.ts`, {
      importZeile: `import { ${Klasse}Module } from './${name}/${name}.module';`,
      liste: 'imports: [',
      ende: /^\s*\],\s*\n\s*\};/m,
      zeile: `${Klasse}Module,`,
    }),
    eintragen(`${api}/database/migrations/index.ts`, {
      importZeile: `import { ${Klasse}${zeitstempel} } from './${zeitstempel}-${name}';`,
      liste: 'export const MIGRATIONS',
      ende: LISTEN_ENDE,
      zeile: `${Klasse}${zeitstempel},`,
    }),
    eintragen(`${api}/database/testing/alle-entities.ts`, {
      importZeile: `import { ${Eintrag} } from '../../${name}/entities/${eintrag}.entity';`,
      liste: 'export const ALLE_ENTITIES',
      ende: LISTEN_ENDE,
      zeile: `${Eintrag},`,
    }),
    schulFixture(namen),
    eintragen(`${api}/datenschutz/datenschutz-karte.service.ts`, {
      liste: 'export const DATENSCHUTZ_REIHENFOLGE',
      ende: LISTEN_ENDE,
      zeile: `'${name}',`,
    }),
    eintragen(`${api}/datenschutz/testing/datenschutz-karte.ts`, {
      importZeile: `import { ${KONSTANTE}_DATENSCHUTZ } from '../../${name}/${name}.datenschutz';`,
      liste: 'export const DATENSCHUTZ_KARTE',
      ende: LISTEN_ENDE,
      zeile: `...${KONSTANTE}_DATENSCHUTZ,`,
    }),
    // A user's own entries: not part of what a teacher may export of a pupil (export-regeln.spec.ts).
    eintragen(`${api}/datenschutz/export-lehrersicht.ts`, {
      liste: 'export const LEHRERSICHT',
      ende: OBJEKT_ENDE,
      zeile: `${tabelle}: 'nichts',`,
    }),
    eintragen(`${api}/datenschutz/export-liesmich.ts`, {
      liste: 'const TABELLEN:',
      ende: OBJEKT_ENDE,
      zeile: `${tabelle}: 'Deine Einträge unter „${titel.replaceAll("'", '’')}“.',`,
    }),
    eintragen(`${api}/access/user-area-access.cases.ts`, {
      importZeile: `import { ${name}Faelle } from './${name}-access.cases';`,
      liste: 'export const FAELLE',
      ende: LISTEN_ENDE,
      zeile: `...${name}Faelle,`,
    }),
    // Every acknowledged POST adds its own row (no natural key): jedeZaehlt.
    eintragen(`${api}/common/concurrent-writes.cases.ts`, {
      liste: 'export const KONKURRENZ_FAELLE',
      ende: OBJEKT_ENDE,
      zeile: `'POST /api/${name}': ausBenutzerTabelle('POST /api/${name}', true),`,
    }),
    (tree) => {
      const pfad = 'libs/contracts/src/index.ts';
      tree.write(pfad, `${lesen(tree, pfad)}export * from './${name}';\n`);
    },
    eintragen('libs/texts/src/area-texts.ts', {
      importZeile: `import { ${KONSTANTE} } from './de/${name}';`,
      liste: 'export const AREA_TEXTS',
      ende: OBJEKT_ENDE,
      zeile: `...${KONSTANTE},`,
    }),
    readmeZeile(namen),
  ];
}
