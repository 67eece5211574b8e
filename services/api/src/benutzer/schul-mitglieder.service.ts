import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { countBy } from '../common/count-by';
import { Benutzer } from './entities/benutzer.entity';

/** The users of a school as the school list, the licence order and exams need them; one query each. */
@Injectable()
export class SchulMitgliederService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /** The school of user `id`; null without one (or for an unknown id). */
  async schuleIdOf(id: number): Promise<number | null> {
    const benutzer = await this.benutzer.findOne({ select: { id: true, schule_id: true }, where: { id } });
    return benutzer?.schule_id ?? null;
  }

  /** Name and e-mail of user `id` (the licence order's 'bestellt von'); throws for an unknown id. */
  contactOf(id: number): Promise<Pick<Benutzer, 'id' | 'namevoll' | 'email'>> {
    return this.benutzer.findOneOrFail({ select: { id: true, namevoll: true, email: true }, where: { id } });
  }

  /** Users per school id for the given schools (missing: 0). */
  countPerSchool(schulIds: readonly number[]): Promise<Map<number, number>> {
    return countBy(this.benutzer, 'schule_id', schulIds);
  }

  /** Does any user belong to school `schuleId` (inside the caller's transaction)? */
  schoolHasUsers(manager: EntityManager, schuleId: number): Promise<boolean> {
    return manager.exists(Benutzer, { where: { schule_id: schuleId } });
  }
}
