import { t } from '@lernstapel/texts';
import type {
  GeteilterStapelItem,
  GlobalerStapel,
  Karte,
  StapelablageItem,
  StapelDetail,
  StapelListItem,
  TeamStapelItem,
} from '@lernstapel/contracts';
import { emptyCard, stapelRechte } from '@lernstapel/rules';

export function karte(id: number, frage: string, antwort1: string, overrides: Partial<Karte> = {}): Karte {
  return {
    ...emptyCard({ unterrichtsmodule_id: 5, autor_id: 2 }),
    id,
    autor: 'Lea Lehrerin',
    frage,
    antwort1,
    wahroderfalsch: -1,
    ...overrides,
  };
}

export function stapelDetail(overrides: Partial<StapelDetail> = {}): StapelDetail {
  return {
    id: 5,
    bezeichnung: 'Englisch Unit 3',
    eigentuemer_id: 2,
    eigentuemer: 'Lea Lehrerin',
    kategorie: 'Englisch',
    thema: 'Sprachen',
    anzahl_modulteile: 3,
    datum: '2026-03-04T10:00:00.000Z',
    datum_zuletztgeaendert: null,
    ist_veroeffentlicht: false,
    public_autor_pseudonym: null,
    public_bemerkungen: null,
    wird_gemeinsam_bearbeitet: false,
    ist_eigentuemer: true,
    flashcards_kategorie_id: 1,
    ist_kopie_von_umodul_id: null,
    ist_in_stapelablage: false,
    anzahl_zukorrigierende_modulteile: 0,
    rechte: stapelRechte({ zugang: 'eigentuemer', kann_stapel_veroeffentlichen: true }),
    ...overrides,
  };
}

export function globalerStapel(id: number, bezeichnung: string, kategorieId: number): GlobalerStapel {
  return {
    id,
    bezeichnung,
    anzahl_modulteile: id * 2,
    flashcards_kategorie_id: kategorieId,
    public_datum: '2025-12-24',
    public_autor_pseudonym: `Autor ${id}`,
    public_bemerkungen: `Bemerkung ${id}`,
  };
}

export const NOT_FOUND = {
  status: 404,
  body: {
    statusCode: 404,
    error: 'fehler.nichtGefunden',
    message: 'Das gesuchte Element wurde nicht gefunden.',
  },
};

export const FORBIDDEN = {
  status: 403,
  body: { statusCode: 403, error: 'fehler.keineBerechtigung', message: 'Dafür fehlt dir die Berechtigung.' },
};

/** Issue 22 §1: the cards of a stack in the pupil's running exam (the API's 423). */
export const GESPERRT = {
  status: 423,
  body: {
    statusCode: 423,
    error: 'unterrichtsmodule.gesperrtPruefung',
    message: t('unterrichtsmodule.gesperrtPruefung'),
  },
};

/** One of the session user's own stacks (the list of 'Meine Flashcards'). */
export function stapelListItem(
  id: number,
  bezeichnung: string,
  overrides: Partial<StapelListItem> = {},
): StapelListItem {
  return {
    id,
    bezeichnung,
    kategorie: 'Englisch',
    thema: 'Sprachen',
    anzahl_modulteile: id * 3,
    anzahl_zukorrigierende_modulteile: 0,
    datum: '2026-03-04',
    datum_zuletztgeaendert: null,
    ist_veroeffentlicht: false,
    wird_gemeinsam_bearbeitet: false,
    benutzer_ordner_id: null,
    flashcards_kategorie_id: 1,
    jahrgangsstufen: null,
    faecher: null,
    public_autor_pseudonym: null,
    public_bemerkungen: null,
    ist_kopie_von_umodul_id: null,
    geteiltebenutzer: '',
    geteilt_mit: [],
    ist_in_stapelablage: false,
    ...overrides,
  };
}

/** A mailbox entry: a plain share unless overridden as an assignment. */
export function geteilterStapel(
  id: number,
  bezeichnung: string,
  overrides: Partial<GeteilterStapelItem> = {},
): GeteilterStapelItem {
  return {
    id,
    unterrichtsmodule_id: id + 40,
    bezeichnung,
    eigentuemer: 'Anna Müller',
    anzahl_modulteile: 8,
    ist_aufgabe: false,
    aufgabe: null,
    aufgabe_abgabe_bis: null,
    geteilt_am: '2026-03-02',
    gesperrt: false,
    ...overrides,
  };
}

export function teamStapel(id: number, bezeichnung: string, eigentuemer: string): TeamStapelItem {
  return {
    ...stapelListItem(id, bezeichnung, { wird_gemeinsam_bearbeitet: true }),
    benutzer_ordner_id: null,
    eigentuemer_id: 9,
    eigentuemer,
  };
}

/** A hand-in of `absender` (id 11) to the session teacher (id 2) as reviewer. */
export function stapelablageItem(id: number, overrides: Partial<StapelablageItem> = {}): StapelablageItem {
  return {
    id,
    unterrichtsmodule_id: id + 60,
    bezeichnung: `Abgabe ${id}`,
    stapel_eigentuemer_id: 2,
    stapel_absender_id: 11,
    status: 'Warten auf Überprüfung',
    ist_korrigiert_und_ok: false,
    absender: 'Lena Keller',
    eigentuemer: 'Lea Lehrerin',
    aktion: 'ueberpruefen',
    erstellt_am: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}
