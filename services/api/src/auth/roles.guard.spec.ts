import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../common/api-exception';
import type { AuthUser, Berechtigung, Rolle } from '../identitaet/auth-user';
import { RequireFlag } from '../identitaet/decorators/require-flag.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { RolesGuard } from './roles.guard';

class Routes {
  open(): string {
    return 'open';
  }
  @Roles('teacher')
  teachersOnly(): string {
    return 'teachersOnly';
  }
  @Roles('teacher', 'pupil')
  teachersAndPupils(): string {
    return 'teachersAndPupils';
  }
  @RequireFlag('kann_lehrpersonen_bearbeiten')
  lehrpersonenBearbeiten(): string {
    return 'lehrpersonenBearbeiten';
  }
  @Roles('teacher')
  @RequireFlag('kann_schuldaten_bearbeiten', 'kann_lehrpersonen_bearbeiten')
  schulverwaltung(): string {
    return 'schulverwaltung';
  }
}

type Route = Exclude<keyof Routes, 'constructor'>;

function user(rolle: Rolle, flags: Berechtigung[] = []): AuthUser {
  return {
    id: 1,
    sitzungId: 1,
    rolle,
    schule_id: 1,
    klassen_code: 'K',
    kann_lehrpersonen_bearbeiten: flags.includes('kann_lehrpersonen_bearbeiten'),
    kann_schuldaten_bearbeiten: flags.includes('kann_schuldaten_bearbeiten'),
    kann_stapel_veroeffentlichen: flags.includes('kann_stapel_veroeffentlichen'),
  };
}

function context(route: Route, current: AuthUser | undefined): ExecutionContext {
  const stub = {
    getHandler: () => Routes.prototype[route],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ user: current }) }),
  };
  return stub as unknown as ExecutionContext;
}

function statusOf(route: Route, current: AuthUser | undefined): number {
  try {
    new RolesGuard(new Reflector()).canActivate(context(route, current));
    return 200;
  } catch (error) {
    if (error instanceof ApiException) return error.getStatus();
    throw error;
  }
}

describe('RolesGuard (01 §6 roles and flags)', () => {
  it.each<[Route, AuthUser | undefined, number]>([
    ['open', undefined, 200],
    ['open', user('pupil'), 200],
    ['teachersOnly', user('teacher'), 200],
    ['teachersOnly', user('pupil'), 403],
    ['teachersOnly', user('mainAdmin'), 403],
    ['teachersOnly', undefined, 401],
    ['teachersAndPupils', user('pupil'), 200],
    ['teachersAndPupils', user('mainAdmin'), 403],
    ['lehrpersonenBearbeiten', user('teacher', ['kann_lehrpersonen_bearbeiten']), 200],
    ['lehrpersonenBearbeiten', user('teacher', ['kann_schuldaten_bearbeiten']), 403],
    ['lehrpersonenBearbeiten', user('mainAdmin'), 200],
    ['schulverwaltung', user('teacher', ['kann_schuldaten_bearbeiten', 'kann_lehrpersonen_bearbeiten']), 200],
    ['schulverwaltung', user('teacher', ['kann_schuldaten_bearbeiten']), 403],
    ['schulverwaltung', user('pupil', ['kann_schuldaten_bearbeiten', 'kann_lehrpersonen_bearbeiten']), 403],
  ])('%s for %o → %i', (route, current, expected) => {
    expect(statusOf(route, current)).toBe(expected);
  });
});
