import type { TestApp } from '../testing/create-test-app';

/**
 * pupil; teacher without flags; teacher with kann_lehrpersonen_bearbeiten only; with
 * kann_schuldaten_bearbeiten only; with both flags (amueller); teacher of another class of the same
 * school without flags (otherClass) and with both flags (otherClassAdmin: 01 §6, the flags open no
 * other class); teacher of another school (both flags); main administrator; no session.
 */
export type Rolle =
  | 'pupil'
  | 'teacher'
  | 'lehrpersonenAdmin'
  | 'schuldatenAdmin'
  | 'teacherAdmin'
  | 'otherClass'
  | 'otherClassAdmin'
  | 'otherSchool'
  | 'mainAdmin'
  | 'none';

export const ROLLEN: readonly Rolle[] = [
  'pupil',
  'teacher',
  'lehrpersonenAdmin',
  'schuldatenAdmin',
  'teacherAdmin',
  'otherClass',
  'otherClassAdmin',
  'otherSchool',
  'mainAdmin',
  'none',
];

/**
 * A pupil of the demo class with an exam released and started, and one playing a race that has no
 * winner: on the user area's routes they have exactly a pupil's access (the stack lock concerns the
 * card routes: stapelsperre-access.table.ts).
 */
export type LernRolle = 'pupilInExam' | 'pupilInRace';
export const LERN_ROLLEN: readonly LernRolle[] = ['pupilInExam', 'pupilInRace'];

export const TEACHER_ROLLEN: readonly Rolle[] = [
  'teacher',
  'lehrpersonenAdmin',
  'schuldatenAdmin',
  'teacherAdmin',
  'otherClass',
  'otherClassAdmin',
  'otherSchool',
];

/** Every caller with a session gets `status`; without one 401. */
export const EVERYONE = (status: number): Readonly<Record<Rolle, number>> => ({
  pupil: status,
  teacher: status,
  lehrpersonenAdmin: status,
  schuldatenAdmin: status,
  teacherAdmin: status,
  otherClass: status,
  otherClassAdmin: status,
  otherSchool: status,
  mainAdmin: status,
  none: 401,
});

/** Ids the rows refer to, known once the app is seeded. */
export interface Setup {
  schuleId: number;
  amuellerId: number;
  /** A teacher of the demo school that none of the callers created. */
  fremdId: number;
}

export const UNCHANGED = { always: 'always', whenRefused: 'whenRefused' } as const;

export interface Fall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: (testApp: TestApp, setup: Setup) => Promise<string> | string;
  body?: (testApp: TestApp, setup: Setup) => Promise<object>;
  expected: Readonly<Record<Rolle, number>>;
  /** The learning pupils (LernRolle) where they differ from `expected.pupil`, e.g. outside a race. */
  lernend?: Readonly<Record<LernRolle, number>>;
  /** Users, schools and licence orders must not change (always, or whenever the call is refused). */
  unchanged: (typeof UNCHANGED)[keyof typeof UNCHANGED];
  /** Error keys of refusals that are more specific than the one of their status. */
  errors?: Readonly<Partial<Record<Rolle, string>>>;
  /** Teachers call as a fresh account of the same role (the call deletes the caller's own account). */
  freshActor?: boolean;
  /** A server-sent event stream: only the status counts (the stream is closed after its head). */
  stream?: boolean;
}
