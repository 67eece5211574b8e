import type { TestApp } from '../testing/create-test-app';

/**
 * The callers of the stack area's access table (issue 9). 'eigentuemer' (tweber) owns every object a
 * row builds (or, for a mailbox entry or a hand-in, is its recipient); the others have no relation
 * to it: a pupil of his class, a teacher of his class (amueller), a teacher of another class of the
 * school, a teacher of another (licensed) school, a main administrator, no session.
 */
export type StapelRolle =
  'eigentuemer' | 'pupil' | 'teacherSameClass' | 'teacherOtherClass' | 'otherSchool' | 'mainAdmin' | 'none';

export const STAPEL_ROLLEN: readonly StapelRolle[] = [
  'eigentuemer',
  'pupil',
  'teacherSameClass',
  'teacherOtherClass',
  'otherSchool',
  'mainAdmin',
  'none',
];

/** Ids the rows refer to. */
export interface StapelSetup {
  eigentuemerId: number;
  pupilId: number;
  teacherSameClassId: number;
}

export interface StapelFall {
  method: 'get' | 'post';
  /** Builds the row's objects and answers the path and the body (JSON, a CSV file's text, an Anki package). */
  request: (
    testApp: TestApp,
    setup: StapelSetup,
  ) => Promise<{ path: string; body?: object | string | Buffer }>;
  expected: Readonly<Record<StapelRolle, number>>;
  /** Error keys of refusals that are more specific than the one of their status. */
  errors?: Readonly<Partial<Record<StapelRolle, string>>>;
}
