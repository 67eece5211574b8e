import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Karte } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { BenutzerLesenService } from '../benutzer/benutzer-lesen.service';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { KEINE_KARTEN, kartenAnzahlen } from './karten-anzahlen';
import { toKarte } from './karte.mapper';

/** The cards of a stack (02 §3); exported for the card count a race shows. */
@Injectable()
export class UnterrichtsmodulteileService {
  constructor(
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    private readonly benutzer: BenutzerLesenService,
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
        : await this.benutzer.anzeigenamen(
            teile.flatMap((teil) => (teil.autor_id === null ? [] : [teil.autor_id])),
          );
    return teile.map((teil) => toKarte(teil, teil.autor_id === null ? '' : (namen.get(teil.autor_id) ?? '')));
  }

  /** The number of cards stack `stackId` has now. */
  async anzahlKarten(stackId: number): Promise<number> {
    const anzahlen = await kartenAnzahlen(this.teile.manager, [stackId]);
    return (anzahlen.get(stackId) ?? KEINE_KARTEN).anzahl_modulteile;
  }
}
