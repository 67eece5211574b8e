import type { GlobalerStapel, Karte, StapelDetail } from '@lernstapel/contracts';
import { emptyCard } from '@lernstapel/rules';

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
