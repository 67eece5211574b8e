import type { Lehrperson, SchulDaten, SessionUser } from '@lernstapel/contracts';
import { TEACHER } from '@lernstapel/testing';
import { schule } from '../testing/fixtures';

/** TEACHER of libs/testing with the given flags, as GET /api/session answers. */
export function sessionMit(changes: Partial<SessionUser>): { status: number; body: unknown } {
  const user: SessionUser = { ...TEACHER, ...changes };
  return { status: 200, body: { userID: user.id, user } };
}

export const SCHULE_ID = TEACHER.schule_id ?? 1;

export function lehrperson(changes: Partial<Lehrperson> = {}): Lehrperson {
  return {
    id: TEACHER.id,
    benutzername: TEACHER.benutzername,
    namevoll: TEACHER.namevoll,
    kuerzel: 'LL',
    email: 'lea@demo.example',
    kann_lehrpersonen_bearbeiten: true,
    kann_schuldaten_bearbeiten: true,
    kann_stapel_veroeffentlichen: true,
    create_user_id: 0,
    darf_bearbeiten: true,
    darf_loeschen: false,
    ...changes,
  };
}

export const LEA = lehrperson();
export const MAX = lehrperson({
  id: 7,
  benutzername: 'max',
  namevoll: 'Max Muster',
  email: 'max@demo.example',
  kann_lehrpersonen_bearbeiten: false,
  kann_schuldaten_bearbeiten: false,
  kann_stapel_veroeffentlichen: true,
  create_user_id: TEACHER.id,
  darf_bearbeiten: true,
  darf_loeschen: true,
});
/** Created by someone else: the acting teacher may neither edit nor delete (01 §6). */
export const UTE = lehrperson({
  id: 8,
  benutzername: 'ute',
  namevoll: 'Ute Unbekannt',
  email: null,
  kann_lehrpersonen_bearbeiten: false,
  kann_schuldaten_bearbeiten: false,
  kann_stapel_veroeffentlichen: false,
  create_user_id: 3,
  darf_bearbeiten: false,
  darf_loeschen: false,
});

/** GET /api/schulen/eigene: the school data without id and user count. */
export function eigeneSchule(changes: Partial<SchulDaten> = {}): SchulDaten {
  const { id: _id, anzahl_benutzer: _anzahl, ...daten } = schule();
  return { ...daten, ...changes };
}
