import type { Benutzer } from '../benutzer/entities/benutzer.entity';
import { sessionCookieFor, type TestApp } from './create-test-app';
import { userByCode } from './second-school';

export type DemoCaller = 'amueller' | 'tweber' | 'lena' | 'jonas' | 'mainAdmin';

const LOGIN_OF: Record<DemoCaller, keyof TestApp['logins']> = {
  amueller: 'teacherAdmin',
  tweber: 'teacher',
  lena: 'pupil1',
  jonas: 'pupil2',
  mainAdmin: 'mainAdmin',
};

export interface DemoCallers {
  user: Record<DemoCaller, Benutzer>;
  cookie: Record<DemoCaller, string>;
}

/** The seeded demo users the tests call as, with a session cookie each. */
export async function demoCallers(testApp: TestApp): Promise<DemoCallers> {
  const callers = Object.keys(LOGIN_OF) as DemoCaller[];
  const user = {} as Record<DemoCaller, Benutzer>;
  const cookie = {} as Record<DemoCaller, string>;
  for (const caller of callers) {
    const code = testApp.logins[LOGIN_OF[caller]];
    user[caller] = await userByCode(testApp.dataSource, code);
    cookie[caller] = await sessionCookieFor(testApp, code);
  }
  return { user, cookie };
}
