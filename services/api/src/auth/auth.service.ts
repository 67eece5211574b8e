import { HttpStatus, Injectable } from '@nestjs/common';
import type { SessionUser } from '@lernstapel/contracts';
import { BenutzerLesenService } from '../benutzer/benutzer-lesen.service';
import { ApiException } from '../common/api-exception';
import { SessionsService } from './sessions.service';

export interface LoginResult {
  user: SessionUser;
  sessionToken: string;
  /** Set when 'Anmeldung auf diesem Browser speichern' was on. */
  merkenToken: string | null;
}

/** Login by code (01 §4, DEVIATIONS 2–3) and the session's user. */
@Injectable()
export class AuthService {
  constructor(
    private readonly benutzer: BenutzerLesenService,
    private readonly sessions: SessionsService,
  ) {}

  async login(anmeldecode: string, merken: boolean): Promise<LoginResult> {
    // 01 §8 unknown code. Codes are stored normalised, so typing them in lower case or with spaces
    // still works (BenutzerLesenService.byLoginCode).
    const found = await this.benutzer.byLoginCode(anmeldecode);
    if (!found) throw new ApiException(HttpStatus.UNAUTHORIZED, 'login.unbekannterCode');
    if (found.gesperrt) throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');

    const sessionToken = await this.sessions.create(found.user.id, 'sitzung');
    const merkenToken = merken ? await this.sessions.create(found.user.id, 'merken') : null;
    return { user: found.user, sessionToken, merkenToken };
  }

  /**
   * 'Anmelden als {name}' (01 §4, DEVIATIONS 3): a valid remember token → a new session. The
   * token itself stays (90 days from the login that saved it). Unknown/expired → 401, blocked → 403
   * (the lookup has then deleted every session and token of the user).
   */
  async loginWithMerkenToken(merkenToken: string | undefined): Promise<Omit<LoginResult, 'merkenToken'>> {
    const found = await this.sessions.lookup(merkenToken, 'merken');
    switch (found.status) {
      case 'ok':
        return {
          user: await this.sessionUserById(found.benutzer.id),
          sessionToken: await this.sessions.create(found.benutzer.id, 'sitzung'),
        };
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
