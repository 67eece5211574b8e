import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf } from '@lernstapel/rules';
import type { AuthUser } from '../../identitaet/auth-user';
import { UPLOAD_NAME } from '../../config/upload-ordner';
import { UPLOAD_SPEICHER, type UploadSpeicher } from '../../uploads/upload-speicher';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile.service';
import { druckAntwort, druckFrage } from './druck-antwort';
import { type DruckKarte, kartenPdf, type ProSeite } from './karten-pdf';

const UPLOAD_PFAD = '/api/uploads/';

/** Issue 10 'Als PDF drucken': a readable stack's cards as a duplex PDF. */
@Injectable()
export class PdfService {
  constructor(
    private readonly karten: UnterrichtsmodulteileService,
    @Inject(UPLOAD_SPEICHER) private readonly speicher: UploadSpeicher,
  ) {}

  async pdf(user: AuthUser, stapelId: number, proSeite: ProSeite): Promise<Buffer> {
    const karten = await this.karten.forStack(user, stapelId);
    const druck = await Promise.all(karten.map((karte) => this.druckKarte(karte)));
    return kartenPdf(`Stapel ${stapelId}`, druck, proSeite);
  }

  private async druckKarte(karte: Karte): Promise<DruckKarte> {
    // A vocabulary-audio card's question URL is audio, not an image.
    const frageBild =
      answerModeOf(karte) === ANSWER_MODE.VOKABELAUDIO ? null : await this.bild(karte.frage_videobild_url);
    return {
      frage: druckFrage(karte),
      antwort: druckAntwort(karte),
      frageBild,
      antwortBild: await this.bild(karte.antwort_videobild_url),
    };
  }

  /**
   * Own uploads print with the card; pdfkit reads PNG and JPEG only, so the image becomes a PNG.
   * Images by URL stay out: the server fetches no addresses a user typed.
   */
  private async bild(url: string): Promise<Buffer | null> {
    const name = url.startsWith(UPLOAD_PFAD) ? url.slice(UPLOAD_PFAD.length) : '';
    if (!UPLOAD_NAME.test(name)) return null;
    const bytes = await this.speicher.lesen(name);
    return bytes ? sharp(bytes).flatten({ background: '#ffffff' }).png().toBuffer() : null;
  }
}
