import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Karte } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { anzeigenamen } from '../unterrichtsmodule/anzeigenamen';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { toKarte } from './karte.mapper';

@Injectable()
export class UnterrichtsmodulteileService {
  constructor(
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly access: StapelZugriffService,
  ) {}

  /**
   * The cards of a stack the user may read, in creation order (id). Library readers (published
   * stack only) get no author names: 02 §6 hides the author column for global stacks.
   */
  async forStack(user: AuthUser, stackId: number): Promise<Karte[]> {
    const { modul, zugang } = await this.access.assertCanRead(user, stackId);
    const teile = await this.teile.find({ where: { unterrichtsmodule_id: modul.id }, order: { id: 'ASC' } });
    const namen =
      zugang === 'veroeffentlicht'
        ? new Map<number, string>()
        : await anzeigenamen(
            this.benutzer,
            teile.flatMap((teil) => (teil.autor_id === null ? [] : [teil.autor_id])),
          );
    return teile.map((teil) => toKarte(teil, teil.autor_id === null ? '' : (namen.get(teil.autor_id) ?? '')));
  }
}
