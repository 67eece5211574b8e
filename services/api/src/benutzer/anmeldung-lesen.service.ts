import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SessionUser } from '@lernstapel/contracts';
import { normaliseLoginCode } from '@lernstapel/rules';
import { joinSchule } from '../schulen/schule-join';
import { Benutzer } from './entities/benutzer.entity';
import { toSessionUser } from './session-user.mapper';

/**
 * The user behind a sign-in and a session (issue 24 §2: one of the users module's read services,
 * by what its callers need): the login by code, the session's user, and what a sign-in by school
 * account checks. One query each.
 */
@Injectable()
export class AnmeldungLesenService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /**
   * 01 §4 login: the user with this code as SessionUser and whether they are blocked, null for an
   * unknown code. Codes are stored normalised (upper case, no blanks; rules: normaliseLoginCode).
   */
  async byLoginCode(anmeldecode: string): Promise<{ user: SessionUser; gesperrt: boolean } | null> {
    const benutzer = await this.withSchool()
      .where('benutzer.anmeldecode = :code', { code: normaliseLoginCode(anmeldecode) })
      .getOne();
    return benutzer ? { user: toSessionUser(benutzer), gesperrt: benutzer.ist_gesperrt } : null;
  }

  /** The SessionUser of `id` with its school's licence year and country; null when the user is gone. */
  async sessionUser(id: number): Promise<SessionUser | null> {
    const benutzer = await this.withSchool().where('benutzer.id = :id', { id }).getOne();
    return benutzer ? toSessionUser(benutzer) : null;
  }

  /** What a sign-in other than by code must check of user `id` (issue 28): school, lock and role flags. */
  anmeldeStand(
    id: number,
  ): Promise<Pick<Benutzer, 'id' | 'schule_id' | 'ist_gesperrt' | 'ist_schueler' | 'ist_main_admin'> | null> {
    return this.benutzer.findOne({
      select: { id: true, schule_id: true, ist_gesperrt: true, ist_schueler: true, ist_main_admin: true },
      where: { id },
    });
  }

  private withSchool() {
    return joinSchule(this.benutzer.createQueryBuilder('benutzer'), 'benutzer', ['lizenz_jahr', 'land']);
  }
}
