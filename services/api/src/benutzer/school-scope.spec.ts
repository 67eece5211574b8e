import type { Repository } from 'typeorm';
import { ApiException } from '../common/api-exception';
import type { AuthUser, Rolle } from '../auth/auth-user';
import type { Benutzer } from './entities/benutzer.entity';
import { SchoolScope } from './school-scope.service';

function user(rolle: Rolle, schule_id: number | null, id = 7): AuthUser {
  return {
    id,
    sitzungId: 1,
    rolle,
    schule_id,
    klassen_code: null,
    kann_lehrpersonen_bearbeiten: false,
    kann_schuldaten_bearbeiten: false,
    kann_stapel_veroeffentlichen: false,
  };
}

function status(check: () => void): number {
  try {
    check();
    return 200;
  } catch (error) {
    if (error instanceof ApiException) return error.getStatus();
    throw error;
  }
}

describe('SchoolScope (DEVIATIONS 4: never another school’s data)', () => {
  // assertSameSchool reads no data.
  const scope = new SchoolScope({} as Repository<Benutzer>);

  it.each<[string, AuthUser, number | null, number]>([
    ['a teacher of the same school', user('teacher', 1), 1, 200],
    ['a pupil of the same school', user('pupil', 1), 1, 200],
    ['a teacher of another school', user('teacher', 2), 1, 404],
    ['a teacher without a school', user('teacher', null), 1, 404],
    ['anyone for data without a school', user('teacher', 1), null, 404],
    ['a main administrator', user('mainAdmin', null), 1, 200],
  ])('assertSameSchool: %s → %i', (_label, current, schuleId, expected) => {
    expect(status(() => scope.assertSameSchool(current, schuleId))).toBe(expected);
  });
});
