import {
  benutzerRef,
  freitext,
  GEHEIM,
  json,
  PERSON,
  SACHE,
  type DatenschutzTabelle,
} from '../datenschutzdeklaration/datenschutz-tabelle';
import { kartenFehler, type SchemaTabelle } from './karten-pruefung';

const spalten = (...namen: string[]) => namen.map((name) => ({ name, nullable: true }));

const BENUTZER: SchemaTabelle = {
  name: 'benutzer',
  spalten: spalten('id', 'namevoll', 'anmeldecode'),
  fremdschluessel: [],
};
const NOTIZ: SchemaTabelle = {
  name: 'notiz',
  spalten: spalten('id', 'benutzer_id', 'text'),
  fremdschluessel: [{ spalte: 'benutzer_id', ziel: 'benutzer', onDelete: 'CASCADE' }],
};
const KARTE: [DatenschutzTabelle, DatenschutzTabelle] = [
  {
    tabelle: 'benutzer',
    bereich: 'benutzer',
    spalten: { id: benutzerRef('zeile'), namevoll: PERSON, anmeldecode: GEHEIM },
  },
  {
    tabelle: 'notiz',
    bereich: 'notizen',
    spalten: { id: SACHE, benutzer_id: benutzerRef('zeile'), text: PERSON },
  },
];

describe('kartenFehler: the privacy map against a schema', () => {
  it('accepts a map that classifies every table and column', () => {
    expect(kartenFehler([BENUTZER, NOTIZ], KARTE, [])).toEqual([]);
  });

  it.each<[string, SchemaTabelle[], DatenschutzTabelle[], string]>([
    [
      'a new table',
      [BENUTZER, NOTIZ, { ...NOTIZ, name: 'neu' }],
      KARTE,
      'neu: Tabelle fehlt in der Datenschutzkarte',
    ],
    [
      'a new column',
      [BENUTZER, { ...NOTIZ, spalten: spalten('id', 'benutzer_id', 'text', 'ort') }],
      KARTE,
      'notiz.ort: Spalte fehlt in der Datenschutzkarte',
    ],
    [
      'a user reference declared as sache',
      [BENUTZER, NOTIZ],
      [KARTE[0], { ...KARTE[1], spalten: { ...KARTE[1].spalten, benutzer_id: SACHE } }],
      'notiz.benutzer_id: verweist auf eine Person, ist aber als sache deklariert',
    ],
    [
      'a row deletion the foreign key does not cascade',
      [
        BENUTZER,
        { ...NOTIZ, fremdschluessel: [{ spalte: 'benutzer_id', ziel: 'benutzer', onDelete: 'SET NULL' }] },
      ],
      KARTE,
      'notiz.benutzer_id: Löschen der Zeile braucht einen Fremdschlüssel auf benutzer mit ON DELETE CASCADE',
    ],
    [
      'an e-mail declared as sache',
      [BENUTZER, { ...NOTIZ, spalten: spalten('id', 'benutzer_id', 'text', 'email') }],
      [KARTE[0], { ...KARTE[1], spalten: { ...KARTE[1].spalten, email: SACHE } }],
      'notiz.email: Personendaten als sache deklariert',
    ],
  ])('reports %s', (_fall, schema, karte, erwartet) => {
    expect(kartenFehler(schema, karte, [])).toContain(erwartet);
  });

  describe('free text and JSON (issue 29)', () => {
    const MIT_TEXT: SchemaTabelle = {
      ...NOTIZ,
      spalten: [
        { name: 'id', nullable: false, typ: 'integer' },
        { name: 'benutzer_id', nullable: false, typ: 'integer' },
        { name: 'text', nullable: true, typ: 'text' },
        { name: 'titel', nullable: true, typ: 'varchar', laenge: 255 },
        { name: 'code', nullable: true, typ: 'varchar', laenge: 20 },
      ],
    };
    const karte = (text: DatenschutzTabelle['spalten'][string], titel = freitext('sache', 'Titel')) => [
      KARTE[0],
      { ...KARTE[1], spalten: { id: SACHE, benutzer_id: benutzerRef('zeile'), text, titel, code: SACHE } },
    ];

    it('accepts text and long character columns declared as free text or JSON', () => {
      expect(kartenFehler([BENUTZER, MIT_TEXT], karte(freitext('person')), [])).toEqual([]);
      expect(kartenFehler([BENUTZER, MIT_TEXT], karte(json('sache', 'Kartenfolge')), [])).toEqual([]);
    });

    it.each<[string, DatenschutzTabelle['spalten'][string], DatenschutzTabelle['spalten'][string], string]>([
      [
        'a text column without a declaration',
        PERSON,
        freitext('sache', 'Titel'),
        'notiz.text: Freitext oder JSON, aber nicht als freitext/json deklariert',
      ],
      [
        'a long varchar without a declaration',
        freitext('person'),
        SACHE,
        'notiz.titel: Freitext oder JSON, aber nicht als freitext/json deklariert',
      ],
      [
        'no person’s data without a reason',
        { art: 'sache', inhalt: { text: 'json' } },
        freitext('sache', 'Titel'),
        'notiz.text: json ohne Personenbezug braucht einen Grund',
      ],
    ])('reports %s', (_fall, text, titel, erwartet) => {
      expect(kartenFehler([BENUTZER, MIT_TEXT], karte(text, titel), [])).toContain(erwartet);
    });
  });

  describe("'zeileOhneAndere' (issue 29)", () => {
    const PRUEFUNG: SchemaTabelle = {
      name: 'pruefung',
      spalten: spalten('id', 'ersteller_benutzer_id'),
      fremdschluessel: [{ spalte: 'ersteller_benutzer_id', ziel: 'benutzer', onDelete: 'SET NULL' }],
    };
    const VERSUCH: SchemaTabelle = {
      name: 'versuch',
      spalten: spalten('id', 'pruefung_id', 'schueler_id'),
      fremdschluessel: [
        { spalte: 'pruefung_id', ziel: 'pruefung', onDelete: 'CASCADE' },
        { spalte: 'schueler_id', ziel: 'benutzer', onDelete: 'CASCADE' },
      ],
    };
    const karte = (andere: { tabelle: string; spalte: string }): DatenschutzTabelle[] => [
      KARTE[0],
      {
        tabelle: 'pruefung',
        bereich: 'pruefungen',
        spalten: { id: SACHE, ersteller_benutzer_id: benutzerRef('zeileOhneAndere', { andere }) },
      },
      {
        tabelle: 'versuch',
        bereich: 'pruefungen',
        spalten: { id: SACHE, pruefung_id: SACHE, schueler_id: benutzerRef('zeile') },
      },
    ];

    it('accepts a row kept by other rows that point at it, with SET NULL', () => {
      expect(
        kartenFehler([BENUTZER, PRUEFUNG, VERSUCH], karte({ tabelle: 'versuch', spalte: 'pruefung_id' }), []),
      ).toEqual([]);
    });

    it('rejects other rows without a foreign key to the row, and a cascade', () => {
      expect(
        kartenFehler([BENUTZER, PRUEFUNG, VERSUCH], karte({ tabelle: 'versuch', spalte: 'schueler_id' }), []),
      ).toEqual([
        'pruefung.ersteller_benutzer_id: zeileOhneAndere braucht andere Zeilen mit einem Fremdschlüssel auf pruefung',
      ]);
      const kaskade = {
        ...PRUEFUNG,
        fremdschluessel: [{ spalte: 'ersteller_benutzer_id', ziel: 'benutzer', onDelete: 'CASCADE' }],
      };
      expect(
        kartenFehler([BENUTZER, kaskade, VERSUCH], karte({ tabelle: 'versuch', spalte: 'pruefung_id' }), []),
      ).toEqual([
        'pruefung.ersteller_benutzer_id: Anonymisieren braucht ON DELETE SET NULL (oder keinen Fremdschlüssel)',
      ]);
    });
  });

  it('rejects a table declared free of personal data that references a user', () => {
    expect(kartenFehler([BENUTZER, NOTIZ], [KARTE[0]], [{ tabelle: 'notiz', grund: 'x' }])).toEqual([
      'notiz.benutzer_id: Tabelle ohne Personenbezug verweist auf eine Person',
    ]);
  });
});
