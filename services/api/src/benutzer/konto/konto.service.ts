import { HttpStatus, Injectable } from '@nestjs/common';
import type { SessionUser } from '@lernstapel/contracts';
import { isBlank, isValidEmail } from '@lernstapel/rules';
import type { AuthUser } from '../../identitaet/auth-user';
import { ApiException } from '../../common/api-exception';
import { AnmeldungLesenService } from '../anmeldung-lesen.service';
import { BenutzerSchreibenService } from '../benutzer-schreiben.service';
import type { KontoAendernDto } from './dto/konto-aendern.dto';

/** 'Mein Konto' (01 §2, §5, §6): own name, username, e-mail and the teacher's account deletion. */
@Injectable()
export class KontoService {
  constructor(
    private readonly benutzer: BenutzerSchreibenService,
    private readonly anmeldung: AnmeldungLesenService,
  ) {}

  /** 01 §5: an empty name or username falls back to the previous value. */
  async rename(user: AuthUser, dto: KontoAendernDto): Promise<SessionUser> {
    await this.benutzer.rename(user.id, dto.namevoll, dto.benutzername);
    return this.sessionUser(user.id);
  }

  /** 01 §5: a new e-mail needs a non-empty field and must be unique ('Diese E-Mail-Adresse gehört schon …'). */
  async changeEmail(user: AuthUser, email: string): Promise<SessionUser> {
    if (isBlank(email)) throw new ApiException(HttpStatus.BAD_REQUEST, 'validierung.emailFehlt');
    if (!isValidEmail(email)) throw new ApiException(HttpStatus.BAD_REQUEST, 'validierung.emailUngueltig');
    await this.benutzer.changeEmail(user.id, email);
    return this.sessionUser(user.id);
  }

  /**
   * 01 §6 account deletion (teachers only, checked by the route): the teacher, their data and stacks
   * (privacy map), the pupils they created, their sessions and saved logins. Teachers they created keep
   * their accounts with creator 0, like teachers of the school registration.
   */
  async deleteAccount(user: AuthUser): Promise<void> {
    await this.benutzer.deleteAccount(user.id);
  }

  /** The changed user as the session shows it; gone meanwhile (deleted in between): 401 as for any request. */
  private async sessionUser(id: number): Promise<SessionUser> {
    const user = await this.anmeldung.sessionUser(id);
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    return user;
  }
}
