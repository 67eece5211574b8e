import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type KartenAnzahlen, KartenAnzahlQuelle } from '../unterrichtsmodule/stapel-auskuenfte';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/**
 * The card counts of stacks, for the stacks' lists (their KartenAnzahlQuelle, found by discovery: the
 * stacks do not import the cards) and for the cards' own count.
 */
@Injectable()
export class KartenZaehlenService extends KartenAnzahlQuelle {
  constructor(
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
  ) {
    super();
  }

  /**
   * Card count and count of cards marked for correction per stack, in one grouped query over `ids`
   * (missing ids have no cards). Booleans are stored as 0/1 on SQLite and MariaDB alike; raw sums come
   * back as strings on mysql2, hence Number().
   */
  async kartenAnzahlen(ids: readonly number[]): Promise<Map<number, KartenAnzahlen>> {
    const anzahlen = new Map<number, KartenAnzahlen>();
    if (ids.length === 0) return anzahlen;
    const rows = await this.teile
      .createQueryBuilder('teil')
      .select('teil.unterrichtsmodule_id', 'stapel')
      .addSelect('COUNT(*)', 'anzahl')
      .addSelect('SUM(CASE WHEN teil.korrekturmarkierung = 1 THEN 1 ELSE 0 END)', 'zukorrigieren')
      .where('teil.unterrichtsmodule_id IN (:...ids)', { ids: [...new Set(ids)] })
      .groupBy('teil.unterrichtsmodule_id')
      .getRawMany<{
        stapel: number | string;
        anzahl: number | string;
        zukorrigieren: number | string | null;
      }>();
    for (const row of rows) {
      anzahlen.set(Number(row.stapel), {
        anzahl_modulteile: Number(row.anzahl),
        anzahl_zukorrigierende_modulteile: Number(row.zukorrigieren ?? 0),
      });
    }
    return anzahlen;
  }
}
