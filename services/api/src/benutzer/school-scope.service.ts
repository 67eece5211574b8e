import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../common/api-exception';
import type { AuthUser } from '../auth/auth-user';
import { Benutzer } from './entities/benutzer.entity';

/** A class as far as the tenant scope is concerned: its code and the school it belongs to. */
const notFound = (): ApiException => new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');

export interface KlassenScope {
  klassen_code: string;
  /** null for the class of an individually registered teacher (no school). */
  schule_id: number | null;
}

/**
 * The school (tenant) scope every module uses (DEVIATIONS 4): a user never reads or changes
 * another school's data. Main administrators manage all schools (01 §6) through /admin. It lives
 * with the users because a class is the set of users with its code (exported by BenutzerModule).
 */
@Injectable()
export class SchoolScope {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /**
   * 404 unless the user belongs to school `schuleId` (or is a main administrator): another school's
   * id answers like one that does not exist (a 403 would tell that it does).
   */
  assertSameSchool(user: AuthUser, schuleId: number | null): void {
    if (user.rolle === 'mainAdmin') return;
    if (user.schule_id === null || schuleId === null || user.schule_id !== schuleId) throw notFound();
  }

  /**
   * Resolves a klassen_code the user may see and returns its scope for the queries.
   * Pupils: only their own class. Teachers: a class of their own school, or their own class
   * when they have no school. 404 for a code nobody has and for another school's or another
   * pupil's class alike.
   */
  async assertOwnClass(user: AuthUser, klassenCode: string): Promise<KlassenScope> {
    if (user.rolle === 'pupil') {
      if (user.klassen_code !== klassenCode) throw notFound();
      return { klassen_code: klassenCode, schule_id: user.schule_id };
    }
    if (user.rolle === 'teacher' && user.klassen_code === klassenCode) {
      return { klassen_code: klassenCode, schule_id: user.schule_id };
    }
    // Main administrators work through the school lists (/admin), not through class codes.
    if (user.rolle === 'mainAdmin') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    const members = await this.benutzer.find({
      select: { id: true, schule_id: true },
      where: { klassen_code: klassenCode },
    });
    if (user.schule_id === null || !members.some((member) => member.schule_id === user.schule_id)) {
      throw notFound();
    }
    return { klassen_code: klassenCode, schule_id: user.schule_id };
  }
}
