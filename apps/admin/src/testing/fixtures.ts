import type {
  ApiErrorBody,
  BenutzerAdminZeile,
  MailAusgangZeile,
  SchuleSummary,
} from '@lernstapel/contracts';

/** A school as GET /api/schulen answers it, every field present. */
export function schule(changes: Partial<SchuleSummary> = {}): SchuleSummary {
  return {
    id: 4,
    name1: 'Schule Demo',
    name2: 'Oberstufe',
    anschrift1: 'Hauptstrasse 1',
    anschrift2: null,
    land: 'CH',
    plz: '8000',
    ort: 'Zürich',
    telefon1: '044 123 45 67',
    email1: 'sekretariat@demo.example',
    telefon2: null,
    email2: null,
    rechnungsanschrift1: null,
    rechnungsanschrift2: null,
    rechnungsplz: null,
    rechnungsort: null,
    rechnungsland: null,
    hauspost_domainname: null,
    lizenz_jahr: 2026,
    anzahl_benutzer: 6,
    schule_ansprechpartner: [
      { id: 2, namevoll: 'Lea Lehrerin', email: null },
      { id: 3, namevoll: 'Max Muster', email: 'max@example.org' },
    ],
    ...changes,
  };
}

/** `count` schools with ids 1..count. */
export function schulen(count: number): SchuleSummary[] {
  return Array.from({ length: count }, (_, index) => schule({ id: index + 1, name1: `Schule ${index + 1}` }));
}

export function benutzerZeile(changes: Partial<BenutzerAdminZeile> = {}): BenutzerAdminZeile {
  return {
    id: 2,
    benutzername: 'lea',
    namevoll: 'Lea Lehrerin',
    email: 'lea@demo.example',
    anmeldecode: 'LEA7KQ2M9P',
    schule_id: 4,
    schule: 'Schule Demo',
    ist_main_admin: false,
    ist_schueler: false,
    ist_gesperrt: false,
    ...changes,
  };
}

export function mail(changes: Partial<MailAusgangZeile> = {}): MailAusgangZeile {
  return {
    id: 1,
    empfaenger: 'neu@schule.example',
    betreff: 'Deine Registrierung bei Lernstapel',
    text: 'Dein Anmeldecode lautet: K7P2QX9MWA',
    // Local time (no zone), so the expected German date does not depend on the test machine's zone.
    erstellt_am: '2026-11-22T09:05:00',
    gesendet_am: null,
    ...changes,
  };
}

export function badRequest(message: string, details: string[] = []): { status: number; body: ApiErrorBody } {
  return { status: 400, body: { statusCode: 400, error: 'validierung', message, details } };
}
