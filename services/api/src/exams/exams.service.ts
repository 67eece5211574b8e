import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, IsNull, type Repository } from 'typeorm';
import type { PruefungListItem } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { SchoolScope } from '../auth/school-scope.service';
import { isoDateToday } from '../common/iso-date';
import { Pruefung } from './entities/pruefung.entity';
import { toPruefungListItem } from './pruefung-list.mapper';

@Injectable()
export class ExamsService {
  constructor(
    @InjectRepository(Pruefung) private readonly pruefungen: Repository<Pruefung>,
    private readonly scope: SchoolScope,
  ) {}

  /**
   * Exams of a class: teachers of the class's school see all of them, pupils only the
   * released exams of their own class (01 §4, 01 §6). Newest date first.
   */
  async forClass(user: AuthUser, klassenCode: string): Promise<PruefungListItem[]> {
    const klasse = await this.scope.assertOwnClass(user, klassenCode);
    const where: FindOptionsWhere<Pruefung> = {
      klassen_code: klasse.klassen_code,
      schule_id: klasse.schule_id === null ? IsNull() : klasse.schule_id,
    };
    if (user.rolle === 'pupil') where.freigegeben = true;
    const pruefungen = await this.pruefungen.find({
      select: {
        id: true,
        klassen_code: true,
        titel: true,
        datum: true,
        freigegeben: true,
        ist_korrigiert: true,
        unterrichtsmodul_id: true,
      },
      where,
      order: { datum: 'DESC', id: 'DESC' },
    });
    const heute = isoDateToday();
    return pruefungen.map((pruefung) => toPruefungListItem(pruefung, heute));
  }
}
