import type { Provider } from '@nestjs/common';
import passport from 'passport';

/**
 * This API instance's own passport Authenticator. Passport's default one is process-wide: with two
 * instances in one process (the integration tests do that) the strategy registered last would serve
 * both, with the other instance's database and caches.
 */
export const LOGIN_PASSPORT = Symbol('LOGIN_PASSPORT');

export const loginPassportProvider: Provider = {
  provide: LOGIN_PASSPORT,
  useFactory: () => new passport.Passport(),
};
