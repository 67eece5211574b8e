import { randomUUID } from 'node:crypto';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../pruefungen/entities/pruefungsteil.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import type { TestApp } from '../testing/create-test-app';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { GeteilterStapel } from '../unterrichtsmodule/entities/geteilter-stapel.entity';
import { TeamMitglied } from '../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { SPERR_ROLLEN, type SperrFall, type SperrRolle, type SperrSetup } from './stapelsperre-access.table';

type Expected = Readonly<Record<SperrRolle, number>>;

/** Pupils with an exam or race in progress on the stack: 423; everyone else as without the lock. */
const GESPERRT = (ok: number): Expected => ({
  pruefungBegonnen: 423,
  pruefungOffen: 423,
  pruefungAbgegeben: ok,
  rennenLaeuft: 423,
  rennenBeendet: ok,
  lehrperson: ok,
});
const GRUENDE = {
  pruefungBegonnen: 'unterrichtsmodule.gesperrtPruefung',
  pruefungOffen: 'unterrichtsmodule.gesperrtPruefung',
  rennenLaeuft: 'unterrichtsmodule.gesperrtWettbewerb',
} as const;

const SCHUELER = SPERR_ROLLEN.filter((rolle) => rolle !== 'lehrperson');

/** How the pupils may read the row's stack besides the lock. */
type Lesbar = 'veroeffentlicht' | 'briefkasten' | 'team';

async function karte(testApp: TestApp, stapelId: number, autorId: number): Promise<Unterrichtsmodulteil> {
  return testApp.dataSource.getRepository(Unterrichtsmodulteil).save({
    unterrichtsmodule_id: stapelId,
    autor_id: autorId,
    frage: 'Hund auf Englisch?',
    antwort1: 'dog',
    antwort1_richtig: true,
    mussfrageschriftlichbeantworten: true,
    wahroderfalsch: -1,
  });
}

/** The exam of class DEMO-1A over the stack: lena started, jonas handed in, mia not begun. */
async function pruefungUeber(testApp: TestApp, setup: SperrSetup, stapelId: number, karteId: number) {
  const pruefung = await testApp.dataSource.getRepository(Pruefung).save({
    titel: 'Sperre',
    klassen_code: 'DEMO-1A',
    datum: '2999-01-01',
    freigegeben: true,
    unterrichtsmodul_id: stapelId,
    ersteller_benutzer_id: setup.ids.lehrperson,
    // Without schule_id the creator's school counts (rows stored before the column was filled).
    schule_id: null,
    gesamtpunktezahl: 2,
  });
  await testApp.dataSource.getRepository(Pruefungsteil).save({
    pruefung_id: pruefung.id,
    unterrichtsmodulteil_id: karteId,
    punkte: 2,
    karte: JSON.stringify({ id: karteId, frage: 'Hund auf Englisch?', antwort1: 'dog' }),
  });
  await testApp.dataSource.getRepository(SchuelerInPruefung).save([
    {
      pruefung_id: pruefung.id,
      schueler_id: setup.ids.pruefungBegonnen,
      status: 'in Bearbeitung',
      startzeit: new Date(),
    },
    {
      pruefung_id: pruefung.id,
      schueler_id: setup.ids.pruefungAbgegeben,
      status: 'abgegeben',
      startzeit: new Date(),
      endezeit: new Date(),
    },
  ]);
}

/** A running race (rennenLaeuft plays) and a won one (rennenBeendet played) over the stack. */
async function rennenUeber(testApp: TestApp, setup: SperrSetup, stapelId: number) {
  const wettbewerbe = testApp.dataSource.getRepository(Wettbewerb);
  for (const [rolle, gewonnen] of [
    ['rennenLaeuft', false],
    ['rennenBeendet', true],
  ] as const) {
    const spieler = setup.ids[rolle];
    const rennen = await wettbewerbe.save({
      unterrichtsmodul_id: stapelId,
      modultitel: 'Sperre',
      start_benutzer_id: spieler,
      ist_gestartet: true,
      sieger_benutzer_id: gewonnen ? spieler : null,
    });
    await testApp.dataSource
      .getRepository(SchuelerImWettbewerb)
      .insert({ wettbewerb_id: rennen.id, benutzer_id: spieler, start_nr: 0, einladung_angenommen: true });
  }
}

/** tweber's stack with one card, readable by every pupil as `lesbar`, with its exam and races. */
async function gesperrterStapel(
  testApp: TestApp,
  setup: SperrSetup,
  lesbar: Lesbar = 'veroeffentlicht',
): Promise<{ stapelId: number; karteId: number }> {
  const modul = await testApp.dataSource.getRepository(Unterrichtsmodul).save({
    bezeichnung: `Sperre ${randomUUID().slice(0, 8)}`,
    eigentuemer_id: setup.ids.lehrperson,
    ist_veroeffentlicht: lesbar === 'veroeffentlicht',
    public_autor_pseudonym: lesbar === 'veroeffentlicht' ? 'T. Weber' : null,
    wird_gemeinsam_bearbeitet: lesbar === 'team',
  });
  const schueler = SCHUELER.map((rolle) => setup.ids[rolle]);
  if (lesbar === 'team') {
    await testApp.dataSource
      .getRepository(TeamMitglied)
      .insert(schueler.map((benutzer_id) => ({ unterrichtsmodul_id: modul.id, benutzer_id })));
  }
  if (lesbar === 'briefkasten') {
    await testApp.dataSource.getRepository(GeteilterStapel).insert(
      schueler.map((geteilt_mit_benutzer_id) => ({
        unterrichtsmodule_id: modul.id,
        geteilt_mit_benutzer_id,
        geteilt_am: new Date(),
      })),
    );
  }
  const { id: karteId } = await karte(testApp, modul.id, setup.ids.lehrperson);
  await pruefungUeber(testApp, setup, modul.id, karteId);
  await rennenUeber(testApp, setup, modul.id);
  return { stapelId: modul.id, karteId };
}

/** An own stack of the caller; `kopieVon` makes it a copy of that stack (with one card). */
async function eigenerStapel(
  testApp: TestApp,
  eigentuemerId: number,
  kopieVon: number | null = null,
): Promise<number> {
  const modul = await testApp.dataSource.getRepository(Unterrichtsmodul).save({
    bezeichnung: `Eigen ${randomUUID().slice(0, 8)}`,
    eigentuemer_id: eigentuemerId,
    ist_kopie_von_umodul_id: kopieVon,
  });
  if (kopieVon !== null) await karte(testApp, modul.id, eigentuemerId);
  return modul.id;
}

const lesen = (pfad: (stapelId: number) => string, lesbar?: Lesbar): SperrFall => ({
  method: 'get',
  request: async (testApp, setup) => ({
    path: pfad((await gesperrterStapel(testApp, setup, lesbar)).stapelId),
  }),
  expected: GESPERRT(200),
  errors: GRUENDE,
});

/** Issue 22 §1: every route that answers or copies a stack's cards, for a pupil in an exam or race on it. */
export const SPERR_FAELLE: readonly [string, SperrFall][] = [
  ['GET /api/unterrichtsmodulteile/{id} (published)', lesen((id) => `/api/unterrichtsmodulteile/${id}`)],
  [
    'GET /api/unterrichtsmodulteile/{id} (the global library view)',
    lesen((id) => `/api/unterrichtsmodulteile/${id}?ansicht=globalemodule`),
  ],
  [
    'GET /api/unterrichtsmodulteile/{id} (the mailbox: shared with the pupils)',
    lesen((id) => `/api/unterrichtsmodulteile/${id}`, 'briefkasten'),
  ],
  [
    'GET /api/unterrichtsmodulteile/{id} (a team stack: the pupils are members)',
    lesen((id) => `/api/unterrichtsmodulteile/${id}`, 'team'),
  ],
  [
    "GET /api/unterrichtsmodulteile/{id} (the caller's own copy of the stack)",
    {
      method: 'get',
      request: async (testApp, setup, rolle) => {
        const { stapelId } = await gesperrterStapel(testApp, setup);
        return {
          path: `/api/unterrichtsmodulteile/${await eigenerStapel(testApp, setup.ids[rolle], stapelId)}`,
        };
      },
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  ['GET /api/unterrichtsmodulteile/quiz/{id}', lesen((id) => `/api/unterrichtsmodulteile/quiz/${id}`)],
  [
    'GET /api/unterrichtsmodulteile/quiz/{id} (the mailbox)',
    lesen((id) => `/api/unterrichtsmodulteile/quiz/${id}`, 'briefkasten'),
  ],
  ['GET /api/unterrichtsmodule/exportcsv/{id}', lesen((id) => `/api/unterrichtsmodule/exportcsv/${id}`)],
  ['GET /api/unterrichtsmodulteile/pdf/{id}', lesen((id) => `/api/unterrichtsmodulteile/pdf/${id}`)],
  ['GET /api/anki/export/{id}', lesen((id) => `/api/anki/export/${id}`)],
  [
    'GET /api/unterrichtsmodule/byid/{id} (title and counts, no answers: stays readable)',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/unterrichtsmodule/byid/${(await gesperrterStapel(testApp, setup)).stapelId}`,
      }),
      expected: { ...GESPERRT(200), pruefungBegonnen: 200, pruefungOffen: 200, rennenLaeuft: 200 },
    },
  ],
  [
    'POST /api/unterrichtsmodule/kopieren (from the global library)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/kopieren',
        body: { ist_kopie_von_umodul_id: (await gesperrterStapel(testApp, setup)).stapelId },
      }),
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  [
    'POST /api/unterrichtsmodule/kopieren (from the mailbox)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodule/kopieren',
        body: { ist_kopie_von_umodul_id: (await gesperrterStapel(testApp, setup, 'briefkasten')).stapelId },
      }),
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/kopieren (marked cards into an own stack)',
    {
      method: 'post',
      request: async (testApp, setup, rolle) => {
        const { karteId } = await gesperrterStapel(testApp, setup);
        return {
          path: '/api/unterrichtsmodulteile/kopieren',
          body: {
            unterrichtsmodule_id: await eigenerStapel(testApp, setup.ids[rolle]),
            unterrichtsModulTeilList: [karteId],
          },
        };
      },
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  [
    'POST /api/unterrichtsmodulteile (a new card in the team stack: answers its cards)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile',
        body: {
          unterrichtsmodule_id: (await gesperrterStapel(testApp, setup, 'team')).stapelId,
          modus: 1,
          frage: 'Neu',
          antwort1: 'Neu',
        },
      }),
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  [
    "POST /api/unterrichtsmodulteile/delete (the caller's card in the team stack)",
    {
      method: 'post',
      request: async (testApp, setup, rolle) => {
        const { stapelId } = await gesperrterStapel(testApp, setup, 'team');
        return {
          path: '/api/unterrichtsmodulteile/delete',
          body: { id: (await karte(testApp, stapelId, setup.ids[rolle])).id },
        };
      },
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  [
    "POST /api/unterrichtsmodulteile/korrektur (the caller's card in the team stack)",
    {
      method: 'post',
      request: async (testApp, setup, rolle) => {
        const { stapelId } = await gesperrterStapel(testApp, setup, 'team');
        return {
          path: '/api/unterrichtsmodulteile/korrektur',
          body: { id: (await karte(testApp, stapelId, setup.ids[rolle])).id, korrekturmarkierung: true },
        };
      },
      expected: GESPERRT(200),
      errors: GRUENDE,
    },
  ],
  [
    'POST /api/wettbewerbe (a race over the stack: it would tell right from wrong)',
    {
      method: 'post',
      request: async (testApp, setup, rolle) => ({
        path: '/api/wettbewerbe',
        body: {
          unterrichtsmodul_id: (await gesperrterStapel(testApp, setup)).stapelId,
          modus: 0,
          teilnehmer: [setup.klassenkamerad[rolle]],
        },
      }),
      expected: GESPERRT(201),
      errors: GRUENDE,
    },
  ],
];
