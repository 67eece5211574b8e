import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FaelligeKarten } from '@lernstapel/contracts';
import { lernmodusVon } from '@lernstapel/rules';
import { BenutzereinstellungenService } from '../../benutzereinstellungen/benutzereinstellungen.service';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';
import { Lernstand } from './entities/lernstand.entity';

interface FaelligZeile {
  unterrichtsmodul_id: number | string;
  anzahl: number | string;
}

/**
 * 'n Karten fällig' on the stack list and the dashboard (issue 11): the due cards of all own stacks
 * in one grouped query. A card is due as the quiz counts it (rule istFaellig): no FSRS state yet, or
 * its date has come. Only in 'Intelligente Wiederholung'; 'Drei Fächer' computes nothing.
 */
@Injectable()
export class FaelligkeitService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly einstellungen: BenutzereinstellungenService,
  ) {}

  async faellige(benutzerId: number, jetzt = new Date()): Promise<FaelligeKarten> {
    const lernmodus = lernmodusVon(await this.einstellungen.textWert(benutzerId, 'lernmodus'));
    if (lernmodus !== 'intelligent') return { lernmodus, stapel: [] };
    const zeilen = await this.dataSource
      .createQueryBuilder()
      .select('teil.unterrichtsmodule_id', 'unterrichtsmodul_id')
      .addSelect('COUNT(*)', 'anzahl')
      .from(Unterrichtsmodulteil, 'teil')
      .innerJoin(Unterrichtsmodul, 'modul', 'modul.id = teil.unterrichtsmodule_id')
      .leftJoin(
        Lernstand,
        'stand',
        'stand.unterrichtsmodulteil_id = teil.id AND stand.benutzer_id = :benutzerId',
      )
      .where('modul.eigentuemer_id = :benutzerId', { benutzerId })
      .andWhere('teil.aktiv = :aktiv', { aktiv: true })
      .andWhere('(stand.id IS NULL OR stand.faellig_am <= :jetzt)', { jetzt })
      .groupBy('teil.unterrichtsmodule_id')
      .getRawMany<FaelligZeile>();
    return {
      lernmodus,
      stapel: zeilen.map((zeile) => ({
        unterrichtsmodul_id: Number(zeile.unterrichtsmodul_id),
        anzahl: Number(zeile.anzahl),
      })),
    };
  }
}
