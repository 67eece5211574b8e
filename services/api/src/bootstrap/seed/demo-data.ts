import type { StapelablageStatus } from '@lernstapel/contracts';
import type { WahrOderFalsch } from '@lernstapel/rules';
import type { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import type { Schule } from '../../schulen/entities/schule.entity';
import type { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import type { Benutzer } from '../../benutzer/entities/benutzer.entity';

/**
 * German demo data of the seed (issue 2 §4). This is sample content of an empty installation,
 * not UI text, so it lives here and not in @lernstapel/texts.
 */
export const DEMO_ROLES = ['mainAdmin', 'teacherAdmin', 'teacher', 'pupil1', 'pupil2', 'pupil3'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export const DEMO_CLASS_CODE = 'DEMO-1A';
export const DEMO_GROUP = 'Gruppe Englisch';

export const DEMO_SCHOOL: Pick<
  Schule,
  | 'name1'
  | 'anschrift1'
  | 'plz'
  | 'ort'
  | 'land'
  | 'telefon1'
  | 'email1'
  | 'rechnungsanschrift1'
  | 'rechnungsplz'
  | 'rechnungsort'
> = {
  name1: 'Demoschule Lernstapel',
  anschrift1: 'Schulstrasse 1',
  plz: '8000',
  ort: 'Zürich',
  land: 'CH',
  telefon1: '044 000 00 00',
  email1: 'sekretariat@demoschule.example',
  rechnungsanschrift1: 'Schulstrasse 1',
  rechnungsplz: '8000',
  rechnungsort: 'Zürich',
};

type DemoUserFields = Pick<
  Benutzer,
  | 'benutzername'
  | 'namevoll'
  | 'kuerzel'
  | 'email'
  | 'ist_main_admin'
  | 'kann_lehrpersonen_bearbeiten'
  | 'kann_schuldaten_bearbeiten'
  | 'ist_schule_ansprechpartner'
  | 'ist_schueler'
  | 'kann_stapel_veroeffentlichen'
>;

export interface DemoUser extends DemoUserFields {
  role: DemoRole;
  /** Member of the demo school and its class (DEMO_CLASS_CODE). */
  inSchool: boolean;
  /** Role that created this user (create_user_id); null = created by registration (0). */
  createdBy: DemoRole | null;
}

const NO_FLAGS = {
  ist_main_admin: false,
  kann_lehrpersonen_bearbeiten: false,
  kann_schuldaten_bearbeiten: false,
  ist_schule_ansprechpartner: false,
  ist_schueler: false,
  kann_stapel_veroeffentlichen: false,
} as const;

function pupil(role: DemoRole, benutzername: string, namevoll: string): DemoUser {
  // 01 §9: new pupils may not publish (kann_stapel_veroeffentlichen 0).
  return {
    ...NO_FLAGS,
    role,
    benutzername,
    namevoll,
    kuerzel: null,
    email: null,
    ist_schueler: true,
    inSchool: true,
    createdBy: 'teacherAdmin',
  };
}

/** Created in this order; later entries may name earlier ones in createdBy. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    ...NO_FLAGS,
    role: 'mainAdmin',
    benutzername: 'admin',
    namevoll: 'Hauptadministration Lernstapel',
    kuerzel: 'ADM',
    email: 'admin@lernstapel.example',
    ist_main_admin: true,
    inSchool: false,
    createdBy: null,
  },
  {
    ...NO_FLAGS,
    role: 'teacherAdmin',
    benutzername: 'amueller',
    namevoll: 'Anna Müller',
    kuerzel: 'MÜ',
    email: 'anna.mueller@demoschule.example',
    kann_lehrpersonen_bearbeiten: true,
    kann_schuldaten_bearbeiten: true,
    ist_schule_ansprechpartner: true,
    kann_stapel_veroeffentlichen: true,
    inSchool: true,
    createdBy: null,
  },
  {
    ...NO_FLAGS,
    role: 'teacher',
    benutzername: 'tweber',
    namevoll: 'Thomas Weber',
    kuerzel: 'WE',
    email: 'thomas.weber@demoschule.example',
    // 01 §6: new teachers default to kann_stapel_veroeffentlichen 1.
    kann_stapel_veroeffentlichen: true,
    inSchool: true,
    createdBy: 'teacherAdmin',
  },
  pupil('pupil1', 'lena', 'Lena Keller'),
  pupil('pupil2', 'jonas', 'Jonas Frei'),
  pupil('pupil3', 'mia', 'Mia Baumann'),
];

export const DEMO_TOPIC = {
  bezeichnung: 'Sprachen',
  kategorien: ['Englisch', 'Französisch', 'Deutsch'],
} as const;
export type DemoKategorie = (typeof DEMO_TOPIC.kategorien)[number];

/**
 * A demo card: the fields that differ from the entity defaults. The flags are set as normaliseCard
 * would store them, so answerModeOf (02 §4) derives the intended mode: wahroderfalsch -1 for every
 * card but true/false; unused answers stay NULL (entity default).
 */
export interface DemoCard extends Partial<
  Pick<
    Unterrichtsmodulteil,
    | 'antwort1'
    | 'antwort2'
    | 'antwort3'
    | 'antwort1_richtig'
    | 'anzahl_antworten'
    | 'multiplechoice'
    | 'mussfrageschriftlichbeantworten'
    | 'korrekturmarkierung'
  >
> {
  frage: string;
  wahroderfalsch: WahrOderFalsch;
}

export interface DemoStack {
  bezeichnung: string;
  eigentuemer: DemoRole;
  kategorie: DemoKategorie;
  /** null = not published; otherwise shown under "Globale Module" (public_datum = seed time). */
  veroeffentlichung: Pick<Unterrichtsmodul, 'public_autor_pseudonym' | 'public_bemerkungen'> | null;
  /** Team members (unterrichtsmodul_team, 01 §4); a non-empty list turns wird_gemeinsam_bearbeitet on. */
  team: readonly DemoRole[];
  karten: readonly DemoCard[];
}

function oralCard(frage: string, antwort1: string): DemoCard {
  return { frage, antwort1, wahroderfalsch: -1 };
}

/** Stack A: published by the teacher with both administrative flags; one card per basic mode. */
export const DEMO_STACK_ENGLISCH: DemoStack = {
  bezeichnung: 'Englisch: Unregelmässige Verben',
  eigentuemer: 'teacherAdmin',
  kategorie: 'Englisch',
  veroeffentlichung: {
    public_autor_pseudonym: 'A. Müller',
    public_bemerkungen: 'Die wichtigsten unregelmässigen Verben',
  },
  team: ['teacher'],
  karten: [
    oralCard('go – went – ?', 'gone'),
    {
      frage: 'Übersetze: schwimmen',
      antwort1: 'swim',
      mussfrageschriftlichbeantworten: true,
      wahroderfalsch: -1,
    },
    {
      frage: 'Welche Form ist richtig? I have … the book.',
      antwort1: 'read',
      antwort1_richtig: true,
      antwort2: 'readed',
      antwort3: 'reading',
      anzahl_antworten: 3,
      multiplechoice: true,
      wahroderfalsch: -1,
    },
    { frage: '«ran» ist die Vergangenheitsform von «run».', wahroderfalsch: 1 },
  ],
};

/** Stack B: a pupil's own, unpublished stack of oral cards; the second card is marked for correction. */
export const DEMO_STACK_FRANZOESISCH: DemoStack = {
  bezeichnung: 'Französisch: Begrüssungen',
  eigentuemer: 'pupil1',
  kategorie: 'Französisch',
  veroeffentlichung: null,
  team: [],
  karten: [
    oralCard('Guten Tag', 'Bonjour'),
    { ...oralCard('Auf Wiedersehen', 'Au revoir'), korrekturmarkierung: true },
  ],
};

/** Stack A shared with pupil1 as an assignment (mailbox), due tageBisAbgabe days after the seed. */
export const DEMO_SHARE = {
  stack: DEMO_STACK_ENGLISCH.bezeichnung,
  empfaenger: 'pupil1',
  aufgabe: 'Lerne die unregelmässigen Verben bis Freitag.',
  tageBisAbgabe: 7,
} as const satisfies { stack: string; empfaenger: DemoRole; aufgabe: string; tageBisAbgabe: number };

/** Stack B handed in by its owner pupil1 (sender) to teacherAdmin (reviewer), waiting for review. */
export const DEMO_HANDIN = {
  stack: DEMO_STACK_FRANZOESISCH.bezeichnung,
  absender: 'pupil1',
  pruefer: 'teacherAdmin',
  status: 'Warten auf Überprüfung',
} as const satisfies {
  stack: string;
  absender: DemoRole;
  pruefer: DemoRole;
  status: StapelablageStatus;
};

/** The class exam over Stack A (one part per card), released, dated tageBisPruefung days after the seed. */
export const DEMO_EXAM = {
  titel: 'Englisch Verben – Test 1',
  anweisung_vor_pruefung: 'Du hast 20 Minuten Zeit. Lies jede Frage genau.',
  ersteller: 'teacherAdmin',
  punkteProKarte: 2,
  tageBisPruefung: 7,
} as const;

/** A race over Stack A that pupil1 set up and has not started yet; start_nr follows the order. */
export const DEMO_RACE: {
  modus: number;
  starter: DemoRole;
  teilnehmer: readonly { role: DemoRole; einladung_angenommen: boolean }[];
} = {
  modus: 1,
  starter: 'pupil1',
  teilnehmer: [
    { role: 'pupil1', einladung_angenommen: true },
    { role: 'pupil2', einladung_angenommen: true },
    { role: 'pupil3', einladung_angenommen: false },
  ],
};
