import { HttpStatus, Injectable } from '@nestjs/common';
import { normaliseLoginCode } from '@lernstapel/rules';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SessionUser } from '@lernstapel/contracts';
import { ApiException } from '../common/api-exception';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { toSessionUser } from './session-user.mapper';
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
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    @InjectRepository(Schule) private readonly schulen: Repository<Schule>,
    private readonly sessions: SessionsService,
  ) {}

  async login(anmeldecode: string, merken: boolean): Promise<LoginResult> {
    // 01 §8 unknown code. Codes are stored normalised (upper case, no blanks), so typing them in
    // lower case or with spaces still works (rules: normaliseLoginCode).
    const benutzer = await this.benutzer.findOne({ where: { anmeldecode: normaliseLoginCode(anmeldecode) } });
    if (!benutzer) throw new ApiException(HttpStatus.UNAUTHORIZED, 'login.unbekannterCode');
    if (benutzer.ist_gesperrt) throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');

    const sessionToken = await this.sessions.create(benutzer.id, 'sitzung');
    const merkenToken = merken ? await this.sessions.create(benutzer.id, 'merken') : null;
    return { user: await this.sessionUser(benutzer), sessionToken, merkenToken };
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
          user: toSessionUser(found.benutzer, found.schule),
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
    const benutzer = await this.benutzer.findOne({ where: { id: benutzerId } });
    if (!benutzer) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    return this.sessionUser(benutzer);
  }

  private async sessionUser(benutzer: Benutzer): Promise<SessionUser> {
    const schule =
      benutzer.schule_id === null ? null : await this.schulen.findOne({ where: { id: benutzer.schule_id } });
    return toSessionUser(benutzer, schule);
  }
}
