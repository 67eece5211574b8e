import type { TestApp } from '../testing/create-test-app';

/**
 * The callers of the exam area's access table (issue 12). 'lehrperson' (tweber) created every exam a row
 * builds, for class DEMO-1A, released and with one part; 'pupil' (lena) is in that class. The others: a
 * teacher of the same class (amueller), a teacher of another class of the school holding both
 * administrative flags (01 §6: they open no other class), a pupil of that other class, a teacher and a pupil of another school, a main administrator, no session.
 */
export type PruefungRolle =
  | 'lehrperson'
  | 'teacherSameClass'
  | 'teacherOtherClass'
  | 'pupil'
  | 'pupilOtherClass'
  | 'otherSchool'
  | 'pupilOtherSchool'
  | 'mainAdmin'
  | 'none';

export const PRUEFUNG_ROLLEN: readonly PruefungRolle[] = [
  'lehrperson',
  'teacherSameClass',
  'teacherOtherClass',
  'pupil',
  'pupilOtherClass',
  'otherSchool',
  'pupilOtherSchool',
  'mainAdmin',
  'none',
];

export interface PruefungSetup {
  lehrpersonId: number;
  pupilId: number;
  stapelId: number;
  karteId: number;
}

export interface PruefungFall {
  method: 'get' | 'post' | 'put';
  /** Builds the row's exam and answers the path and the body. */
  request: (testApp: TestApp, setup: PruefungSetup) => Promise<{ path: string; body?: object }>;
  expected: Readonly<Record<PruefungRolle, number>>;
  /** Error keys of refusals that are more specific than the one of their status. */
  errors?: Readonly<Partial<Record<PruefungRolle, string>>>;
}
