import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { Karte } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { anzeigename } from '../stacks/anzeigename';
import { StackAccessService } from '../stacks/stack-access.service';
import { Benutzer } from '../users/entities/benutzer.entity';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { toKarte } from './karte.mapper';

@Injectable()
export class CardsService {
  constructor(
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly access: StackAccessService,
  ) {}

  /**
   * The cards of a stack the user may read, in creation order (id). Library readers (published
   * stack only) get no author names: 02 §6 hides the author column for global stacks.
   */
  async forStack(user: AuthUser, stackId: number): Promise<Karte[]> {
    const { modul, zugang } = await this.access.assertCanRead(user, stackId);
    const teile = await this.teile.find({ where: { unterrichtsmodule_id: modul.id }, order: { id: 'ASC' } });
    const namen = zugang === 'veroeffentlicht' ? new Map<number, string>() : await this.autorNamen(teile);
    return teile.map((teil) => toKarte(teil, teil.autor_id === null ? '' : (namen.get(teil.autor_id) ?? '')));
  }

  private async autorNamen(teile: readonly Unterrichtsmodulteil[]): Promise<Map<number, string>> {
    const ids = [...new Set(teile.map((teil) => teil.autor_id).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const autoren = await this.benutzer.find({
      select: { id: true, namevoll: true, benutzername: true },
      where: { id: In(ids) },
    });
    return new Map(autoren.map((autor) => [autor.id, anzeigename(autor)]));
  }
}
