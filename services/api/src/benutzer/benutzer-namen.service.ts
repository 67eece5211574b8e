import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { anzeigename } from './anzeigename';
import { Benutzer } from './entities/benutzer.entity';

/** The names other modules show next to ids (stack owners, senders, race players); one query each. */
@Injectable()
export class BenutzerNamenService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /** User id → display name (anzeigename) for the given ids; unknown ids are missing. */
  async anzeigenamen(ids: readonly number[]): Promise<Map<number, string>> {
    const personen = await this.byIds(ids, { id: true, namevoll: true, benutzername: true });
    return new Map(personen.map((person) => [person.id, anzeigename(person)]));
  }

  /** User id → username for the given ids; unknown ids are missing. */
  async benutzernamen(ids: readonly number[]): Promise<Map<number, string>> {
    const personen = await this.byIds(ids, { id: true, benutzername: true });
    return new Map(personen.map((person) => [person.id, person.benutzername]));
  }

  private async byIds<S extends Partial<Record<keyof Benutzer, true>>>(
    ids: readonly number[],
    select: S,
  ): Promise<Benutzer[]> {
    const eindeutig = [...new Set(ids)];
    if (eindeutig.length === 0) return [];
    return this.benutzer.find({ select, where: { id: In(eindeutig) } });
  }
}
