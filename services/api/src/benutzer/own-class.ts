import { HttpStatus } from '@nestjs/common';
import { type FindOptionsWhere, IsNull } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
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
