import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CsvImportResponse } from '@lernstapel/contracts';
import {
  CSV_MAX_KARTEN,
  csvFehlerText,
  decodeCsvBytes,
  karteAusCsv,
  parseKartenCsv,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../auth/auth-user';
import { ApiException } from '../../common/api-exception';
import { UnterrichtsmodulteileService } from '../../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { StapelZugriffService } from '../stapel-zugriff.service';
import { UnterrichtsmoduleService } from '../unterrichtsmodule.service';
import { transaktion } from '../../database/transaktion';

/** 01 §9 CSV import: cards from a .txt/.csv file into a stack the user may add cards to. */
@Injectable()
export class ImportcsvService {
  constructor(
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Reads the bytes (UTF-8 or Windows-1252) with the rule parseKartenCsv, the same the UI previews
   * with. A file with a bad line imports nothing: 400 naming every bad line. The cards go in in one
   * transaction (karteAusCsv: five answer slots, the first correct), authored by the importer.
   */
  async importieren(user: AuthUser, stapelId: number, body: unknown): Promise<CsvImportResponse> {
    const { modul, zugang } = await this.access.assertVisible(user, stapelId);
    if (!this.access.rechte(user, zugang).karten_hinzufuegen) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    if (!Buffer.isBuffer(body)) throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'csv.nurCsv');
    const { karten, fehler } = parseKartenCsv(decodeCsvBytes(body));
    const [erster] = fehler;
    if (erster) {
      const key = erster.zeile === null ? erster.key : 'csv.fehlerhafteZeilen';
      throw new ApiException(
        HttpStatus.BAD_REQUEST,
        key,
        { anzahl: fehler.length, max: CSV_MAX_KARTEN },
        fehler.map(csvFehlerText),
      );
    }
    // Lock order: the stack row first (its update), then the cards. Inserting the cards first took a
    // shared lock on the stack for their foreign key, and two imports then deadlocked on its update.
    await transaktion(this.dataSource, async (manager) => {
      await this.stapel.geaendert(manager, modul.id);
      await this.karten.kartenEinfuegen(
        manager,
        karten.map((karte) => karteAusCsv(karte, modul.id, user.id)),
      );
    });
    return { message: t('bestaetigung.dateiEingelesen'), anzahl: karten.length };
  }
}
