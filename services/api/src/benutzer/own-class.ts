import { HttpStatus } from '@nestjs/common';
import { type FindOptionsWhere, IsNull } from 'typeorm';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import type { Benutzer } from './entities/benutzer.entity';
import type { KlassenScope } from './school-scope.service';

/**
 * The teacher's own class (DEVIATIONS 4): pupils with the teacher's klassen_code in the teacher's
 * school. Changes to pupils, groups and activities are allowed only there; a teacher without a
 * class code has none (403).
 */
export function ownClassOf(user: AuthUser): KlassenScope {
  if (user.rolle !== 'teacher' || user.klassen_code === null) {
    throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
  }
  return { klassen_code: user.klassen_code, schule_id: user.schule_id };
}

/**
 * The class behind a klassen_code in a reading route (groups, activity feed, exams, memberships):
 * only the caller's own class. 01 §6: a teacher "manages own class and subject groups" and creates its
 * exams; neither administrative flag (teachers, school data) opens other classes, so a teacher of
 * another class of the same school gets 404 like for a code nobody has (not revealed). Pupils: their
 * own class too. Main administrators work through /admin, not through class codes (403).
 */
export function classReadableBy(user: AuthUser, klassenCode: string): KlassenScope {
  if (user.rolle === 'mainAdmin') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
  if (user.klassen_code === null || user.klassen_code !== klassenCode) throw notFound();
  return { klassen_code: klassenCode, schule_id: user.schule_id };
}

/** TypeORM condition: the pupils of a class. */
export function pupilsOf(klasse: KlassenScope): FindOptionsWhere<Benutzer> {
  return {
    klassen_code: klasse.klassen_code,
    schule_id: klasse.schule_id === null ? IsNull() : klasse.schule_id,
    ist_schueler: true,
  };
}

/** 404 for a pupil id outside the class: another class's pupils are not revealed. */
export function notFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
}
