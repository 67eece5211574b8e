import type { Lehrperson } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import type { Benutzer } from './entities/benutzer.entity';

/** 01 §6: everyone may edit themselves; with kann_lehrpersonen_bearbeiten also the teachers they created. */
export function mayEditTeacher(user: AuthUser, teacher: Pick<Benutzer, 'id' | 'create_user_id'>): boolean {
  return teacher.id === user.id || mayDeleteTeacher(user, teacher);
}

/** 01 §6: only teachers one created (with kann_lehrpersonen_bearbeiten), never oneself. */
export function mayDeleteTeacher(user: AuthUser, teacher: Pick<Benutzer, 'id' | 'create_user_id'>): boolean {
  return teacher.id !== user.id && user.kann_lehrpersonen_bearbeiten && teacher.create_user_id === user.id;
}

/** Benutzer → a row of the Lehrpersonen page, with what the acting user may do to it. No login code. */
export function toLehrperson(teacher: Benutzer, user: AuthUser): Lehrperson {
  return {
    id: teacher.id,
    benutzername: teacher.benutzername,
    namevoll: teacher.namevoll,
    kuerzel: teacher.kuerzel,
    email: teacher.email,
    kann_lehrpersonen_bearbeiten: teacher.kann_lehrpersonen_bearbeiten,
    kann_schuldaten_bearbeiten: teacher.kann_schuldaten_bearbeiten,
    kann_stapel_veroeffentlichen: teacher.kann_stapel_veroeffentlichen,
    create_user_id: teacher.create_user_id,
    darf_bearbeiten: mayEditTeacher(user, teacher),
    darf_loeschen: mayDeleteTeacher(user, teacher),
  };
}
