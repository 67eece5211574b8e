import { ApiException } from '../common/api-exception';
import type { AuthUser, Rolle } from '../identitaet/auth-user';
import { classReadableBy } from './own-class';
import { SchoolScope } from './school-scope.service';

function user(
  rolle: Rolle,
  schule_id: number | null,
  id = 7,
  klassen_code: string | null = null,
  flags = false,
): AuthUser {
  return {
    id,
    sitzungId: 1,
    rolle,
    schule_id,
    klassen_code,
    kann_lehrpersonen_bearbeiten: flags,
    kann_schuldaten_bearbeiten: flags,
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
  const scope = new SchoolScope();

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

describe('classReadableBy (01 §6: groups, activity feed and exams of the own class only)', () => {
  it.each<[string, AuthUser, number]>([
    ['a teacher of the class', user('teacher', 1, 7, '1A'), 200],
    ['a teacher of another class', user('teacher', 1, 7, '2B'), 404],
    ['a teacher of another class with both administrative flags', user('teacher', 1, 7, '2B', true), 404],
    ['a teacher without a class', user('teacher', 1, 7, null, true), 404],
    ['a pupil of the class', user('pupil', 1, 7, '1A'), 200],
    ['a pupil of another class', user('pupil', 1, 7, '2B'), 404],
    ['a main administrator', user('mainAdmin', null), 403],
  ])('%s → %i', (_label, current, expected) => {
    expect(status(() => classReadableBy(current, '1A'))).toBe(expected);
  });

  it("answers the caller's school as the class's school", () => {
    expect(classReadableBy(user('teacher', 3, 7, '1A'), '1A')).toEqual({ klassen_code: '1A', schule_id: 3 });
  });
});
