import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { Benutzer } from './entities/benutzer.entity';
import { pupilsOf } from './own-class';
import type { KlassenScope } from './school-scope.service';

/** The pupils of a class as exams, races, groups and the activity feed need them; one query each. */
@Injectable()
export class KlassenLesenService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /** Issue 28: whether a class (a teacher's klassen_code) exists in this school. */
  async klasseInSchule(klassenCode: string, schuleId: number): Promise<boolean> {
    return this.benutzer.exists({
      where: { klassen_code: klassenCode, schule_id: schuleId, ist_schueler: false, ist_main_admin: false },
    });
  }

  /** The pupils of a class: id and username. */
  pupilNamesOf(klasse: KlassenScope): Promise<Pick<Benutzer, 'id' | 'benutzername'>[]> {
    return this.benutzer.find({ select: { id: true, benutzername: true }, where: pupilsOf(klasse) });
  }

  /** The pupils of `klasse` with username and full name, by username (the exam overview and navigator). */
  pupilsOf(klasse: KlassenScope): Promise<Pick<Benutzer, 'id' | 'benutzername' | 'namevoll'>[]> {
    return this.benutzer.find({
      select: { id: true, benutzername: true, namevoll: true },
      where: pupilsOf(klasse),
      order: { benutzername: 'ASC', id: 'ASC' },
    });
  }

  /** Is user `id` a pupil of `klasse`? */
  isPupilOf(klasse: KlassenScope, id: number): Promise<boolean> {
    return this.benutzer.exists({ where: { ...pupilsOf(klasse), id } });
  }

  /** How many of `ids` are pupils of `klasse`, inside the caller's transaction. */
  countPupilsOf(manager: EntityManager, klasse: KlassenScope, ids: readonly number[]): Promise<number> {
    return manager.count(Benutzer, { where: { ...pupilsOf(klasse), id: In([...ids]) } });
  }
}
