import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CsvImportQuery, CsvImportResponse, CsvVorschauResponse } from '@lernstapel/contracts';
import {
  CSV_KODIERUNG_NAMEN,
  CSV_MAX_KARTEN,
  csvFehlerText,
  karteAusCsv,
  kodierungErkennen,
  parseKartenCsv,
  type KartenDatei,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../identitaet/auth-user';
import { ApiException } from '../../common/api-exception';
import { UnterrichtsmodulteileService } from '../../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { StapelZugriffService } from '../../unterrichtsmodule/stapel-zugriff.service';
import { UnterrichtsmoduleService } from '../../unterrichtsmodule/unterrichtsmodule.service';
import { transaktion } from '../../database/transaktion';
import { importOptionenAus } from './import-optionen.mapper';

/** The preview shows this many cards; the count covers the whole file. */
const VORSCHAU_KARTEN = 10;

/** 01 §9 / issue 25 §1 CSV import: cards from a .txt/.csv file into a stack the user may add cards to. */
@Injectable()
export class ImportcsvService {
  constructor(
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly dataSource: DataSource,
  ) {}

  /** Only someone who may add cards to the stack reads a file for it (preview and import alike). */
  private async lesen(user: AuthUser, stapelId: number, body: unknown, query: CsvImportQuery) {
    const { modul, zugang } = await this.access.assertVisible(user, stapelId);
    if (!this.access.rechte(user, zugang).karten_hinzufuegen) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    if (!Buffer.isBuffer(body)) throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'csv.nurCsv');
    const optionen = importOptionenAus(query);
    const { kodierung, text } = kodierungErkennen(body);
    return { modul, kodierung, datei: parseKartenCsv(text, optionen) };
  }

  /** Issue 25 §1: what the import would create, without importing (the dialog's preview reads the same). */
  async vorschau(
    user: AuthUser,
    stapelId: number,
    body: unknown,
    query: CsvImportQuery,
  ): Promise<CsvVorschauResponse> {
    const { kodierung, datei } = await this.lesen(user, stapelId, body, query);
    return {
      kodierung: CSV_KODIERUNG_NAMEN[kodierung],
      feldtrenner: datei.feldtrenner,
      kartentrenner: datei.kartentrenner,
      ueberschrift: datei.ueberschrift,
      spalten: datei.spalten,
      medien: datei.medien,
      anki: datei.anki,
      anzahl: datei.karten.length,
      karten: datei.karten.slice(0, VORSCHAU_KARTEN),
      fehler: datei.fehler.map(csvFehlerText),
    };
  }

  /**
   * Reads the bytes with kodierungErkennen and parseKartenCsv — the rules the dialog previews with —
   * and the mapping of the query (defaults where it is absent). A file with a bad line imports
   * nothing: 400 naming every bad line. The cards go in in one transaction (karteAusCsv: five answer
   * slots, the first correct), authored by the importer.
   */
  async importieren(
    user: AuthUser,
    stapelId: number,
    body: unknown,
    query: CsvImportQuery = {},
  ): Promise<CsvImportResponse> {
    const { modul, datei } = await this.lesen(user, stapelId, body, query);
    abweisen(datei);
    // Lock order: the stack row first (its update), then the cards. Inserting the cards first took a
    // shared lock on the stack for their foreign key, and two imports then deadlocked on its update.
    await transaktion(this.dataSource, async (manager) => {
      await this.stapel.geaendert(manager, modul.id);
      await this.karten.kartenEinfuegen(
        manager,
        datei.karten.map((karte) => karteAusCsv(karte, modul.id, user.id)),
      );
    });
    return { message: t('bestaetigung.dateiEingelesen'), anzahl: datei.karten.length };
  }
}

function abweisen({ fehler }: KartenDatei): void {
  const [erster] = fehler;
  if (!erster) return;
  const key = erster.zeile === null ? erster.key : 'csv.fehlerhafteZeilen';
  throw new ApiException(
    HttpStatus.BAD_REQUEST,
    key,
    { anzahl: fehler.length, max: CSV_MAX_KARTEN },
    fehler.map(csvFehlerText),
  );
}
