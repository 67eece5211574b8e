import type { TestApp } from '../testing/create-test-app';

/**
 * The callers of the lock table (issue 22 §1). Every row builds a stack of tweber with one card, a
 * released exam of class DEMO-1A over it and two races over it, one running and one won:
 * - 'pruefungBegonnen': lena (DEMO-1A) has started the exam ('in Bearbeitung');
 * - 'pruefungOffen': mia (DEMO-1A) has not started it yet (released: she may start at any time);
 * - 'pruefungAbgegeben': jonas (DEMO-1A) has handed it in;
 * - 'rennenLaeuft': a pupil of class DEMO-2B plays the running race;
 * - 'rennenBeendet': another pupil of DEMO-2B played the race that has a winner;
 * - 'lehrperson': tweber, who owns the stack and set the exam.
 */
export type SperrRolle =
  | 'pruefungBegonnen'
  | 'pruefungOffen'
  | 'pruefungAbgegeben'
  | 'rennenLaeuft'
  | 'rennenBeendet'
  | 'lehrperson';

export const SPERR_ROLLEN: readonly SperrRolle[] = [
  'pruefungBegonnen',
  'pruefungOffen',
  'pruefungAbgegeben',
  'rennenLaeuft',
  'rennenBeendet',
  'lehrperson',
];

/** User id per caller, and a classmate each may invite to a race. */
export interface SperrSetup {
  ids: Record<SperrRolle, number>;
  klassenkamerad: Record<SperrRolle, number>;
}

export interface SperrFall {
  method: 'get' | 'post';
  /** Builds the row's stack with its exam and races and answers the path and body for `rolle`. */
  request: (
    testApp: TestApp,
    setup: SperrSetup,
    rolle: SperrRolle,
  ) => Promise<{ path: string; body?: object }>;
  expected: Readonly<Record<SperrRolle, number>>;
  /** Error keys of refusals that are more specific than the one of their status. */
  errors?: Readonly<Partial<Record<SperrRolle, string>>>;
}
