import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { Datensammlung, Zeile } from './datensammlung';
import { inPortionen } from './karten-spalten';

/** One exam the person answered, readable without the database (issue 29 §2). */
export interface LesbarePruefung {
  pruefung_id: number;
  titel: string | null;
  datum: string | null;
  status: unknown;
  punkte: unknown;
  note: unknown;
  kommentar_lehrperson: unknown;
  fragen: {
    pruefungsteil_id: number;
    reihenfolge: unknown;
    frage: string | null;
    punkte_moeglich: unknown;
    meine_antwort: Zeile | null;
  }[];
}

export interface LesbaresRennen {
  wettbewerb_id: number;
  titel: string | null;
  startzeit: string | null;
  platz: unknown;
  startnummer: unknown;
}

export interface Lesbar {
  pruefungen: LesbarePruefung[];
  wettbewerbe: LesbaresRennen[];
}

const datum = (wert: unknown): string | null =>
  wert instanceof Date ? wert.toISOString() : wert === null || wert === undefined ? null : String(wert);

/** Only the question of a card snapshot: a pupil in a running exam gets no correct answer (house rule). */
function frageAus(karte: unknown): string | null {
  if (typeof karte !== 'string' || karte === '') return null;
  try {
    const frage = (JSON.parse(karte) as { frage?: unknown }).frage;
    return typeof frage === 'string' ? frage : null;
  } catch {
    return null;
  }
}

async function zeilen(
  manager: EntityManager,
  tabelle: string,
  spalte: string,
  ids: readonly number[],
  select: readonly string[],
): Promise<ObjectLiteral[]> {
  const alle: ObjectLiteral[] = [];
  for (const portion of inPortionen([...new Set(ids)])) {
    let query = manager.createQueryBuilder().from(tabelle, 't');
    for (const name of select) query = query.addSelect(`t.${name}`, name);
    alle.push(
      ...(await query.where(`t.${spalte} IN (:...portion)`, { portion }).orderBy('t.id').getRawMany()),
    );
  }
  return alle;
}

/**
 * The person's exam attempts with each exam's title and questions beside their answers, and the races
 * they joined with their titles: the rows of other people's exams and races that name them indirectly.
 */
export async function sammleLesbar(manager: EntityManager, sammlung: Datensammlung): Promise<Lesbar> {
  const versuche = sammlung.get('schuelerinpruefung') ?? [];
  const antworten = sammlung.get('schuelerinpruefungsteil') ?? [];
  const pruefungIds = versuche.map((zeile) => Number(zeile['pruefung_id']));
  const pruefungen = await zeilen(manager, 'pruefung', 'id', pruefungIds, ['id', 'titel', 'datum']);
  const teile = await zeilen(manager, 'pruefungsteil', 'pruefung_id', pruefungIds, [
    'id',
    'pruefung_id',
    'reihenfolge',
    'punkte',
    'karte',
  ]);
  const lesbarePruefungen = versuche.map((versuch): LesbarePruefung => {
    const id = Number(versuch['pruefung_id']);
    const pruefung = pruefungen.find((zeile) => Number(zeile['id']) === id);
    return {
      pruefung_id: id,
      titel: typeof pruefung?.['titel'] === 'string' ? pruefung['titel'] : null,
      datum: datum(pruefung?.['datum']),
      status: versuch['status'],
      punkte: versuch['punkte'],
      note: versuch['note'],
      kommentar_lehrperson: versuch['kommentar_lehrperson'],
      fragen: teile
        .filter((teil) => Number(teil['pruefung_id']) === id)
        .map((teil) => ({
          pruefungsteil_id: Number(teil['id']),
          reihenfolge: teil['reihenfolge'],
          frage: frageAus(teil['karte']),
          punkte_moeglich: teil['punkte'],
          meine_antwort:
            antworten.find((antwort) => Number(antwort['pruefungsteile_id']) === Number(teil['id'])) ?? null,
        })),
    };
  });
  const teilnahmen = sammlung.get('schuelerimwettbewerb') ?? [];
  const rennen = await zeilen(
    manager,
    'wettbewerb',
    'id',
    teilnahmen.map((zeile) => Number(zeile['wettbewerb_id'])),
    ['id', 'modultitel', 'startzeit'],
  );
  const wettbewerbe = teilnahmen.map((teilnahme): LesbaresRennen => {
    const id = Number(teilnahme['wettbewerb_id']);
    const eintrag = rennen.find((zeile) => Number(zeile['id']) === id);
    return {
      wettbewerb_id: id,
      titel: typeof eintrag?.['modultitel'] === 'string' ? eintrag['modultitel'] : null,
      startzeit: datum(eintrag?.['startzeit']),
      platz: teilnahme['position'],
      startnummer: teilnahme['start_nr'],
    };
  });
  return { pruefungen: lesbarePruefungen, wettbewerbe };
}
