import { Injectable } from '@nestjs/common';
import { csvAusKarte, formatKartenCsv } from '@lernstapel/rules';
import type { AuthUser } from '../../identitaet/auth-user';
import { UnterrichtsmodulteileService } from '../../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { UnterrichtsmoduleService } from '../../unterrichtsmodule/unterrichtsmodule.service';

export interface CsvDatei {
  dateiname: string;
  inhalt: string;
}

/** The byte-order mark makes Excel read the UTF-8 file as UTF-8; the import drops it. */
const BOM = '\uFEFF';

/** 01 §9 format, written: the export of a stack's cards. */
@Injectable()
export class ExportcsvService {
  constructor(
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
  ) {}

  /**
   * Every reader of the stack may export it (the cards they can read anyway). Cards the format cannot
   * hold at all — no question or no answer text — are left out, so the file always imports again.
   */
  async exportieren(user: AuthUser, stapelId: number): Promise<CsvDatei> {
    const karten = await this.karten.forStack(user, stapelId);
    const zeilen = karten
      .map(csvAusKarte)
      .filter((zeile) => zeile.frage.trim() !== '' && (zeile.antworten[0] ?? '').trim() !== '');
    const titel = (await this.stapel.bezeichnungen([stapelId])).get(stapelId) ?? 'Stapel';
    return { dateiname: `${titel}.csv`, inhalt: BOM + formatKartenCsv(zeilen) };
  }
}
