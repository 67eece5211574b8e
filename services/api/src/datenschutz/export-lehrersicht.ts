import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../identitaet/auth-user';
import type { Datensammlung, Zeile } from './datensammlung';
import { inPortionen } from './karten-spalten';

/** The pupil's rows of these kinds that the exporting teacher can open in the product. */
export interface Sichtbar {
  lehrerId: number;
  stapel: ReadonlySet<number>;
  pruefungen: ReadonlySet<number>;
  pruefungsteile: ReadonlySet<number>;
  wettbewerbe: ReadonlySet<number>;
}

type Regel = 'alles' | 'nichts' | ((zeile: Zeile, sichtbar: Sichtbar) => boolean);

const inMenge = (menge: ReadonlySet<number>, wert: unknown): boolean => menge.has(Number(wert));

/**
 * Issue 29 §2 (the choice stated in the privacy text): a teacher's export of a pupil holds only what
 * that teacher may see of the pupil in the product — the account, groups, distractions and upload
 * permissions they manage, the stacks the pupil shared, handed in, published or works on with them,
 * the results of those stacks (Monitoring), the pupil's attempts at exams of the teacher's class and
 * races of the school. Never private stacks, folder names, settings, the quiz log and learning state,
 * logins, mails or the record of exports. Every table of the privacy map has its rule here (unit test).
 */
export const LEHRERSICHT: Readonly<Record<string, Regel>> = {
  benutzer: 'alles',
  schule: 'nichts',
  schule_ansprechpartner: 'nichts',
  lizenzbestellung: 'nichts',
  sitzung: 'nichts',
  mailausgang: 'nichts',
  schuelerinallengruppen: 'alles',
  flashcards_kategorie: 'alles',
  benutzerordner: 'nichts',
  unterrichtsmodul: (zeile, s) => inMenge(s.stapel, zeile['id']),
  unterrichtsmodul_team: (zeile, s) => inMenge(s.stapel, zeile['unterrichtsmodul_id']),
  unterrichtsmodul_geteilt: (zeile, s) => inMenge(s.stapel, zeile['unterrichtsmodule_id']),
  unterrichtsmodulteil: (zeile, s) => inMenge(s.stapel, zeile['unterrichtsmodule_id']),
  stapelergebnis: (zeile, s) => inMenge(s.stapel, zeile['unterrichtsmodul_id']),
  quizantwort: 'nichts',
  lernstand: 'nichts',
  stapelablage: (zeile, s) =>
    Number(zeile['stapel_eigentuemer_id']) === s.lehrerId ||
    Number(zeile['stapel_absender_id']) === s.lehrerId,
  pruefung: (zeile, s) => inMenge(s.pruefungen, zeile['id']),
  pruefungsteil: (zeile, s) => inMenge(s.pruefungen, zeile['pruefung_id']),
  schuelerinpruefung: (zeile, s) => inMenge(s.pruefungen, zeile['pruefung_id']),
  schuelerinpruefungsteil: (zeile, s) => inMenge(s.pruefungsteile, zeile['pruefungsteile_id']),
  wettbewerb: (zeile, s) => inMenge(s.wettbewerbe, zeile['id']),
  schuelerimwettbewerb: (zeile, s) => inMenge(s.wettbewerbe, zeile['wettbewerb_id']),
  benutzereinstellung: 'nichts',
  benutzerablenkungen: 'alles',
  uploaderlaubnis: 'alles',
  anfrage: 'nichts',
  datenexport: 'nichts',
  schulkonto_verknuepfung: 'nichts',
};

/** The collection cut down to the teacher's view (LEHRERSICHT); an unknown table is left out. */
export function aufLehrersicht(sammlung: Datensammlung, sichtbar: Sichtbar): Datensammlung {
  const ergebnis: Datensammlung = new Map();
  for (const [tabelle, zeilen] of sammlung) {
    const regel = LEHRERSICHT[tabelle] ?? 'nichts';
    ergebnis.set(
      tabelle,
      regel === 'alles' ? zeilen : regel === 'nichts' ? [] : zeilen.filter((zeile) => regel(zeile, sichtbar)),
    );
  }
  return ergebnis;
}

const ids = (zeilen: readonly Zeile[] | undefined, spalte: string): number[] => [
  ...new Set((zeilen ?? []).map((zeile) => Number(zeile[spalte])).filter(Number.isFinite)),
];

/** Of these ids, the ones `sql` (a condition on alias t with :lehrer, :schule, :klasse) lets through. */
async function erlaubt(
  manager: EntityManager,
  tabelle: string,
  kandidaten: readonly number[],
  sql: string,
  lehrer: AuthUser,
): Promise<Set<number>> {
  const ergebnis = new Set<number>();
  for (const portion of inPortionen(kandidaten)) {
    const rows: { id: number | string }[] = await manager
      .createQueryBuilder()
      .select('t.id', 'id')
      .from(tabelle, 't')
      .where('t.id IN (:...portion)', { portion })
      .andWhere(`(${sql})`, {
        lehrer: lehrer.id,
        schule: lehrer.schule_id ?? -1,
        klasse: lehrer.klassen_code ?? '',
      })
      .getRawMany();
    for (const row of rows) ergebnis.add(Number(row.id));
  }
  return ergebnis;
}

/** What of the pupil's collection the teacher sees in the product (rules of 01 §4, §7 and 02). */
export async function sichtbarFuer(
  manager: EntityManager,
  lehrer: AuthUser,
  sammlung: Datensammlung,
): Promise<Sichtbar> {
  const stapelKandidaten = [
    ...ids(sammlung.get('unterrichtsmodul'), 'id'),
    ...ids(sammlung.get('unterrichtsmodulteil'), 'unterrichtsmodule_id'),
    ...ids(sammlung.get('stapelergebnis'), 'unterrichtsmodul_id'),
  ];
  const stapel = await erlaubt(
    manager,
    'unterrichtsmodul',
    [...new Set(stapelKandidaten)],
    `t.eigentuemer_id = :lehrer OR t.ist_veroeffentlicht = 1
     OR t.id IN (SELECT g.unterrichtsmodule_id FROM unterrichtsmodul_geteilt g WHERE g.geteilt_mit_benutzer_id = :lehrer)
     OR t.id IN (SELECT m.unterrichtsmodul_id FROM unterrichtsmodul_team m WHERE m.benutzer_id = :lehrer)
     OR t.id IN (SELECT a.unterrichtsmodule_id FROM stapelablage a
                 WHERE a.stapel_eigentuemer_id = :lehrer OR a.stapel_absender_id = :lehrer)`,
    lehrer,
  );
  const pruefungen = await erlaubt(
    manager,
    'pruefung',
    [
      ...new Set([
        ...ids(sammlung.get('schuelerinpruefung'), 'pruefung_id'),
        ...ids(sammlung.get('pruefung'), 'id'),
      ]),
    ],
    't.ersteller_benutzer_id = :lehrer OR (t.schule_id = :schule AND t.klassen_code = :klasse)',
    lehrer,
  );
  const pruefungsteile = new Set<number>();
  for (const portion of inPortionen([...pruefungen])) {
    const rows: { id: number | string }[] = await manager
      .createQueryBuilder()
      .select('t.id', 'id')
      .from('pruefungsteil', 't')
      .where('t.pruefung_id IN (:...portion)', { portion })
      .getRawMany();
    for (const row of rows) pruefungsteile.add(Number(row.id));
  }
  const wettbewerbe = await erlaubt(
    manager,
    'wettbewerb',
    [
      ...new Set([
        ...ids(sammlung.get('schuelerimwettbewerb'), 'wettbewerb_id'),
        ...ids(sammlung.get('wettbewerb'), 'id'),
      ]),
    ],
    't.schule_id = :schule',
    lehrer,
  );
  return { lehrerId: lehrer.id, stapel, pruefungen, pruefungsteile, wettbewerbe };
}
