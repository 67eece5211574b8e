import { HttpStatus, Injectable } from '@nestjs/common';
import type { SessionUser } from '@lernstapel/contracts';
import { AnmeldungLesenService } from '../benutzer/anmeldung-lesen.service';
import { ApiException } from '../common/api-exception';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';

/**
 * Login by code (01 §4, DEVIATIONS 2–3) and the session's user. The checks are what the passport
 * strategies call (auth/passport); starting the sessions is BrowserSessionsService's part.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly benutzer: AnmeldungLesenService,
    private readonly sessions: SessionsService,
  ) {}

  /** The user of a login code, or the refusal: unknown code 401, blocked 403 (01 §8). */
  async userByLoginCode(anmeldecode: string): Promise<SessionUser> {
    // Codes are stored normalised, so typing them in lower case or with spaces still works
    // (AnmeldungLesenService.byLoginCode).
    const found = await this.benutzer.byLoginCode(anmeldecode);
    if (!found) throw new ApiException(HttpStatus.UNAUTHORIZED, 'login.unbekannterCode');
    if (found.gesperrt) throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');
    return found.user;
  }

  /**
   * 'Anmelden als {name}' (01 §4, DEVIATIONS 3): the user of a valid remember token. The token
   * itself stays (90 days from the login that saved it). Unknown/expired → 401, blocked → 403 (the
   * lookup has then deleted every session and token of the user).
   */
  async userByMerkenToken(merkenToken: string | undefined): Promise<SessionUser> {
    const found = await this.sessions.lookup(merkenToken, 'merken');
    switch (found.status) {
      case 'ok':
        return this.sessionUserById(found.benutzer.id);
      case 'blocked':
        throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');
      case 'unknown':
      case 'expired':
        throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    }
  }

  async sessionUserById(benutzerId: number): Promise<SessionUser> {
    const user = await this.benutzer.sessionUser(benutzerId);
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    return user;
  }
}
