import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { KlassenSchueler } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { SchoolScope } from '../auth/school-scope.service';
import { sortByGerman } from '../common/german-order';
import { Benutzer } from './entities/benutzer.entity';
import { toKlassenSchueler } from './klassen-schueler.mapper';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly scope: SchoolScope,
  ) {}

  /** 01 §2 Klasse tab: the pupils of a class of the teacher's school, by username. */
  async pupilsOfClass(user: AuthUser, klassenCode: string): Promise<KlassenSchueler[]> {
    const klasse = await this.scope.assertOwnClass(user, klassenCode);
    const schueler = await this.benutzer.find({
      select: {
        id: true,
        benutzername: true,
        namevoll: true,
        email: true,
        anmeldecode: true,
        ist_gesperrt: true,
        kann_stapel_veroeffentlichen: true,
      },
      where: {
        klassen_code: klasse.klassen_code,
        schule_id: klasse.schule_id === null ? IsNull() : klasse.schule_id,
        ist_schueler: true,
      },
    });
    return sortByGerman(schueler.map(toKlassenSchueler), (row) => row.benutzername);
  }
}
