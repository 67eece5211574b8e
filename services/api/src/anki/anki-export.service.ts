import { Inject, Injectable } from '@nestjs/common';
import { ankiNotizenAusKarten } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { UnterrichtsmoduleService } from '../unterrichtsmodule/unterrichtsmodule.service';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { UPLOAD_NAME } from '../config/upload-ordner';
import { UPLOAD_SPEICHER, type UploadSpeicher } from '../uploads/upload-speicher';
import { ankiPaketSchreiben, type AnkiMedium } from './paket-schreiben';

export interface AnkiDatei {
  dateiname: string;
  inhalt: Buffer;
}

const UPLOAD_URL = /^\/api\/uploads\/([^/?#]+)$/;

/**
 * Issue 25 §2: a stack as an Anki package with its own pictures and sounds, each card type as the Anki
 * note type our import takes back to it (README 'Anki packages').
 */
@Injectable()
export class AnkiExportService {
  constructor(
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
    @Inject(UPLOAD_SPEICHER) private readonly speicher: UploadSpeicher,
  ) {}

  /**
   * Every reader of the stack may export it; the cards come from the cards module's read, with its
   * access check and the stack lock of a running exam or race (assertKartenLesbar). Media are the
   * stack's uploads (pictures, vocabulary sounds); a picture given by an outside https address stays
   * out (the package carries files, and the server fetches nothing). Cards without question or answer
   * text are left out, as in the CSV export.
   */
  async exportieren(user: AuthUser, stapelId: number): Promise<AnkiDatei> {
    const karten = await this.karten.forStack(user, stapelId);
    const medien = new Map<string, AnkiMedium>();
    for (const url of karten.flatMap((karte) => [karte.frage_videobild_url, karte.antwort_videobild_url])) {
      const name = UPLOAD_URL.exec(url)?.[1];
      if (!name || !UPLOAD_NAME.test(name) || medien.has(url)) continue;
      const bytes = await this.speicher.lesen(name);
      if (bytes) medien.set(url, { name, bytes });
    }
    const notizen = ankiNotizenAusKarten(karten, (url) => medien.get(url)?.name ?? null).filter(
      (notiz) => notiz.vorne !== '' && notiz.hinten !== '',
    );
    const titel = (await this.stapel.bezeichnungen([stapelId])).get(stapelId) ?? 'Stapel';
    return { dateiname: `${titel}.apkg`, inhalt: ankiPaketSchreiben(titel, notizen, [...medien.values()]) };
  }
}
