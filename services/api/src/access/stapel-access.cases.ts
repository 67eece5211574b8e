import { randomUUID } from 'node:crypto';
import { Benutzerordner } from '../benutzerordner/entities/benutzerordner.entity';
import { addDemoPupil } from '../benutzer/klasse-fixture';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../flashcardsthemen/entities/flashcards-thema.entity';
import { Stapelablage } from '../stapelablage/entities/stapelablage.entity';
import { ankiPaket, STOCK } from '../testing/anki-paket-bauen';
import type { TestApp } from '../testing/create-test-app';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { GeteilterStapel } from '../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { LERNEN_FAELLE } from './lernen-access.cases';
import type { StapelFall, StapelRolle, StapelSetup } from './stapel-access.table';

type Expected = Readonly<Record<StapelRolle, number>>;

/** Only the owner (or recipient); everyone else does not see the object: 404 (not revealed). */
const NUR_EIGENTUEMER = (ok: number, mainAdmin = 404): Expected => ({
  eigentuemer: ok,
  pupil: 404,
  teacherSameClass: 404,
  teacherOtherClass: 404,
  otherSchool: 404,
  mainAdmin,
  none: 401,
});
/** Every teacher and pupil acts on their own behalf; main administrators own no stacks. */
const JEDE_PERSON = (ok: number): Expected => ({
  eigentuemer: ok,
  pupil: ok,
  teacherSameClass: ok,
  teacherOtherClass: ok,
  otherSchool: ok,
  mainAdmin: 403,
  none: 401,
});
/** A list of the caller's own id: only that user. */
const EIGENE_ID: Expected = { ...JEDE_PERSON(403), eigentuemer: 200 };

async function stapel(
  testApp: TestApp,
  setup: StapelSetup,
  felder: Partial<Unterrichtsmodul> = {},
): Promise<Unterrichtsmodul> {
  return testApp.dataSource.getRepository(Unterrichtsmodul).save({
    bezeichnung: `Zugang ${randomUUID().slice(0, 8)}`,
    eigentuemer_id: setup.eigentuemerId,
    ...felder,
  });
}

async function karte(testApp: TestApp, modul: Unterrichtsmodul): Promise<Unterrichtsmodulteil> {
  return testApp.dataSource
    .getRepository(Unterrichtsmodulteil)
    .save({ unterrichtsmodule_id: modul.id, autor_id: modul.eigentuemer_id, frage: 'F', antwort1: 'A' });
}

async function kategorieId(testApp: TestApp): Promise<number> {
  return (
    await testApp.dataSource.getRepository(FlashcardsKategorie).findOneByOrFail({ kategorie: 'Englisch' })
  ).id;
}

async function ordner(testApp: TestApp, setup: StapelSetup): Promise<Benutzerordner> {
  const name = `Ordner ${randomUUID().slice(0, 8)}`;
  return testApp.dataSource
    .getRepository(Benutzerordner)
    .save({ benutzer_id: setup.eigentuemerId, name, name_schluessel: name.toLowerCase() });
}

const stapelRouten: [string, StapelFall][] = [
  [
    'POST /api/unterrichtsmodule (create)',
    {
      method: 'post',
      request: async (testApp) => ({
        path: '/api/unterrichtsmodule',
        body: {
          unterrichtsModul: { bezeichnung: 'Neu', flashcards_kategorie_id: await kategorieId(testApp) },
        },
      }),
      expected: JEDE_PERSON(200),
    },
  ],
  [
    "POST /api/unterrichtsmodule (edit the owner's stack)",
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule',
        body: {
          unterrichtsModul: {
            id: (await stapel(testApp, setup)).id,
            bezeichnung: 'Geändert',
            flashcards_kategorie_id: await kategorieId(testApp),
          },
        },
      }),
      expected: NUR_EIGENTUEMER(200, 403),
    },
  ],
  [
    'POST /api/unterrichtsmodule/delete',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/delete',
        body: { id: (await stapel(testApp, setup)).id },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/teilen',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/teilen',
        body: { unterrichtsmodule_id: (await stapel(testApp, setup)).id, benutzerids: [setup.pupilId] },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/briefkasten/entfernen (the recipient’s entry)',
    {
      method: 'post',
      request: async (testApp, setup) => {
        const modul = await stapel(testApp, setup, { eigentuemer_id: setup.teacherSameClassId });
        const share = await testApp.dataSource
          .getRepository(GeteilterStapel)
          .save({ unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: setup.eigentuemerId });
        return { path: '/api/unterrichtsmodule/briefkasten/entfernen', body: { id: share.id } };
      },
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/gemeinsamerstapel',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/gemeinsamerstapel',
        body: { unterrichtsmodule_id: (await stapel(testApp, setup)).id, benutzerids: [setup.pupilId] },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/gemeinsamerstapel/beenden',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/gemeinsamerstapel/beenden',
        body: {
          unterrichtsmodule_id: (await stapel(testApp, setup, { wird_gemeinsam_bearbeitet: true })).id,
        },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/veroeffentlichen',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/veroeffentlichen',
        body: { id: (await stapel(testApp, setup)).id, public_autor_pseudonym: 'Pseudonym' },
      }),
      // 01 §6: pupils lack kann_stapel_veroeffentlichen (the flag check comes first).
      expected: { ...NUR_EIGENTUEMER(200), pupil: 403 },
    },
  ],
  [
    'POST /api/unterrichtsmodule/veroeffentlichen/zuruecknehmen (a published stack: readable, not theirs)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/veroeffentlichen/zuruecknehmen',
        body: {
          id: (await stapel(testApp, setup, { ist_veroeffentlicht: true, public_autor_pseudonym: 'P' })).id,
        },
      }),
      expected: { ...JEDE_PERSON(403), eigentuemer: 200 },
      errors: {
        pupil: 'unterrichtsmodule.nurEigentuemer',
        teacherSameClass: 'unterrichtsmodule.nurEigentuemer',
        teacherOtherClass: 'unterrichtsmodule.nurEigentuemer',
        otherSchool: 'unterrichtsmodule.nurEigentuemer',
        mainAdmin: 'unterrichtsmodule.nurEigentuemer',
      },
    },
  ],
  [
    'POST /api/unterrichtsmodule/kopieren (a published stack)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/kopieren',
        body: { ist_kopie_von_umodul_id: (await stapel(testApp, setup, { ist_veroeffentlicht: true })).id },
      }),
      expected: JEDE_PERSON(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/kopieren (an unpublished stack)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/kopieren',
        body: { ist_kopie_von_umodul_id: (await stapel(testApp, setup)).id },
      }),
      expected: NUR_EIGENTUEMER(200, 403),
    },
  ],
  [
    'POST /api/unterrichtsmodule/importcsv/{id}',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: `/api/unterrichtsmodule/importcsv/${(await stapel(testApp, setup)).id}`,
        body: 'Haus;house\nHund;dog',
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodule/importcsv/{id}/vorschau',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: `/api/unterrichtsmodule/importcsv/${(await stapel(testApp, setup)).id}/vorschau`,
        body: 'Haus;house\nHund;dog',
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'GET /api/unterrichtsmodule/exportcsv/{id}',
    {
      method: 'get',
      request: async (testApp, setup) => {
        const modul = await stapel(testApp, setup);
        await karte(testApp, modul);
        return { path: `/api/unterrichtsmodule/exportcsv/${modul.id}` };
      },
      // A read route like byid/{id}: 404 for a stack the caller may not read (issue 14: never tell it exists).
      expected: { ...JEDE_PERSON(404), mainAdmin: 404, eigentuemer: 200 },
    },
  ],
  // Issue 25 §2: Anki packages, with the rights of the CSV import and export.
  [
    'POST /api/anki/import/{id}',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: `/api/anki/import/${(await stapel(testApp, setup)).id}`,
        body: ankiPaket(
          'anki2',
          [STOCK.basic],
          [{ mid: STOCK.basic.id, felder: ['Haus', 'house'], karten: [0] }],
        ),
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'GET /api/anki/export/{id}',
    {
      method: 'get',
      request: async (testApp, setup) => {
        const modul = await stapel(testApp, setup);
        await karte(testApp, modul);
        return { path: `/api/anki/export/${modul.id}` };
      },
      expected: { ...JEDE_PERSON(404), mainAdmin: 404, eigentuemer: 200 },
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/korrektur',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/korrektur',
        body: {
          id: (await karte(testApp, await stapel(testApp, setup))).id,
          korrekturmarkierung: true,
          notizen: 'N',
        },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
];

/** Issue 10: writing cards (02 §4, §5, §6). */
const kartenRouten: [string, StapelFall][] = [
  [
    "POST /api/unterrichtsmodulteile (a new card in the owner's stack)",
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile',
        body: {
          unterrichtsmodule_id: (await stapel(testApp, setup)).id,
          modus: 1,
          frage: 'F',
          antwort1: 'A',
        },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    "POST /api/unterrichtsmodulteile (change a card of the owner's stack)",
    {
      method: 'post',
      request: async (testApp, setup) => {
        const modul = await stapel(testApp, setup);
        const teil = await karte(testApp, modul);
        return {
          path: '/api/unterrichtsmodulteile',
          body: { id: teil.id, unterrichtsmodule_id: modul.id, frage: 'Geändert' },
        };
      },
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/unterrichtsmodulteile (change a card of a published stack: readable, not theirs)',
    {
      method: 'post',
      request: async (testApp, setup) => {
        const modul = await stapel(testApp, setup, {
          ist_veroeffentlicht: true,
          public_autor_pseudonym: 'P',
        });
        const teil = await karte(testApp, modul);
        return {
          path: '/api/unterrichtsmodulteile',
          body: { id: teil.id, unterrichtsmodule_id: modul.id, frage: 'Geändert' },
        };
      },
      expected: { ...JEDE_PERSON(403), eigentuemer: 200 },
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/delete',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/delete',
        body: { id: (await karte(testApp, await stapel(testApp, setup))).id },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    "POST /api/unterrichtsmodulteile/kopieren (from and into the owner's stacks)",
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/kopieren',
        body: {
          unterrichtsmodule_id: (await stapel(testApp, setup)).id,
          unterrichtsModulTeilList: [(await karte(testApp, await stapel(testApp, setup))).id],
        },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
];

const ordnerUndKategorien: [string, StapelFall][] = [
  [
    'GET /api/benutzerordner/{userId}',
    {
      method: 'get',
      request: (_testApp, setup) => Promise.resolve({ path: `/api/benutzerordner/${setup.eigentuemerId}` }),
      expected: EIGENE_ID,
    },
  ],
  [
    'POST /api/benutzerordner (create)',
    {
      method: 'post',
      request: () =>
        Promise.resolve({ path: '/api/benutzerordner', body: { name: `Ordner ${randomUUID()}` } }),
      expected: JEDE_PERSON(200),
    },
  ],
  [
    "POST /api/benutzerordner (rename the owner's folder)",
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/benutzerordner',
        body: { id: (await ordner(testApp, setup)).id, name: `Umbenannt ${randomUUID()}` },
      }),
      expected: NUR_EIGENTUEMER(200, 403),
    },
  ],
  [
    'POST /api/benutzerordner/delete',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/benutzerordner/delete',
        body: { id: (await ordner(testApp, setup)).id },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/benutzerordner/stapel',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/benutzerordner/stapel',
        body: {
          id: (await ordner(testApp, setup)).id,
          unterrichtsmodule_ids: [(await stapel(testApp, setup)).id],
        },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'GET /api/flashcardsthemen',
    {
      method: 'get',
      request: () => Promise.resolve({ path: '/api/flashcardsthemen' }),
      expected: { ...JEDE_PERSON(200), mainAdmin: 200 },
    },
  ],
  [
    'POST /api/flashcardsthemen',
    {
      method: 'post',
      request: async (testApp) => ({
        path: '/api/flashcardsthemen',
        body: {
          flashcards_themen_id: (
            await testApp.dataSource
              .getRepository(FlashcardsThema)
              .findOneByOrFail({ bezeichnung: 'Sprachen' })
          ).id,
          kategorie: `Kategorie ${randomUUID()}`,
        },
      }),
      // 01 §6: teachers only create categories.
      expected: { ...JEDE_PERSON(200), pupil: 403 },
    },
  ],
  [
    'GET /api/unterrichtsmodulteile/konjugation',
    {
      method: 'get',
      request: () =>
        Promise.resolve({
          path: `/api/unterrichtsmodulteile/konjugation?sprache=es&zeitform=${encodeURIComponent('Presente')}&verb=tener`,
        }),
      expected: JEDE_PERSON(200),
    },
  ],
  [
    'GET /api/hilfe/eingabehilfe',
    {
      method: 'get',
      request: () => Promise.resolve({ path: '/api/hilfe/eingabehilfe' }),
      expected: { ...JEDE_PERSON(200), mainAdmin: 200 },
    },
  ],
  [
    'GET /api/benutzer/benutzertoshare',
    {
      method: 'get',
      request: () => Promise.resolve({ path: '/api/benutzer/benutzertoshare' }),
      expected: JEDE_PERSON(200),
    },
  ],
];

const stapelablage: [string, StapelFall][] = [
  [
    'POST /api/stapelablage/einreichen',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/stapelablage/einreichen',
        body: {
          unterrichtsmodule_id: (await stapel(testApp, setup)).id,
          empfaenger_ids: [setup.teacherSameClassId],
        },
      }),
      expected: NUR_EIGENTUEMER(200),
    },
  ],
  [
    'POST /api/stapelablage (the reviewer opens a hand-in)',
    {
      method: 'post',
      request: async (testApp, setup) => {
        const absender = await addDemoPupil(testApp.dataSource);
        const modul = await stapel(testApp, setup, { eigentuemer_id: absender.id });
        const eintrag = await testApp.dataSource.getRepository(Stapelablage).save({
          unterrichtsmodule_id: modul.id,
          stapel_absender_id: absender.id,
          stapel_eigentuemer_id: setup.eigentuemerId,
          status: 'Warten auf Überprüfung',
        });
        return { path: '/api/stapelablage', body: { id: eintrag.id, status: 'Korrigieren' } };
      },
      expected: NUR_EIGENTUEMER(200),
    },
  ],
];

export const STAPEL_FAELLE: readonly [string, StapelFall][] = [
  ...stapelRouten,
  ...kartenRouten,
  ...ordnerUndKategorien,
  ...stapelablage,
  ...LERNEN_FAELLE,
];
