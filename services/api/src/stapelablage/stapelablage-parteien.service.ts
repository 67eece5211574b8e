import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { stapelablageAktion } from '@lernstapel/rules';
import { StapelablageQuelle } from '../unterrichtsmodule/stapel-auskuenfte';
import { Stapelablage } from './entities/stapelablage.entity';
import { OFFEN } from './offene-ablage';

/**
 * The parties of a stack's hand-ins, for the stacks (their StapelablageQuelle, found by discovery: the
 * stacks do not import the hand-ins) and for the cards' correction marks (exported).
 */
@Injectable()
export class StapelablageParteienService extends StapelablageQuelle {
  constructor(@InjectRepository(Stapelablage) private readonly ablage: Repository<Stapelablage>) {
    super();
  }

  /** Is the user a party of a hand-in record of the stack, as sender or as owner (DEVIATIONS 4: may read the stack)? */
  istPartei(stapelId: number, benutzerId: number): Promise<boolean> {
    return this.ablage.existsBy([
      { unterrichtsmodule_id: stapelId, stapel_absender_id: benutzerId },
      { unterrichtsmodule_id: stapelId, stapel_eigentuemer_id: benutzerId },
    ]);
  }

  /** 01 §4 / 02 §6: the stacks among `stapelIds` with an open hand-in (a record not 'Fertig') — "in the submission tray". */
  async inAblage(stapelIds: readonly number[]): Promise<Set<number>> {
    const eindeutig = [...new Set(stapelIds)];
    if (eindeutig.length === 0) return new Set();
    const offen = await this.ablage.find({
      select: { id: true, unterrichtsmodule_id: true },
      where: { unterrichtsmodule_id: In(eindeutig), status: OFFEN },
    });
    return new Set(offen.map((eintrag) => eintrag.unterrichtsmodule_id));
  }

  /**
   * 02 §6: is the user the reviewer of a hand-in of the stack while it is the reviewer's turn
   * (stapelablageAktion 'ueberpruefen')? Then they may set correction marks on its cards.
   */
  async istPrueferAmZug(stapelId: number, benutzerId: number): Promise<boolean> {
    const eintraege = await this.ablage.find({
      select: { id: true, status: true, stapel_absender_id: true, stapel_eigentuemer_id: true },
      where: { unterrichtsmodule_id: stapelId, stapel_eigentuemer_id: benutzerId },
    });
    return eintraege.some((eintrag) => stapelablageAktion(eintrag, benutzerId) === 'ueberpruefen');
  }
}
