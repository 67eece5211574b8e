import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UploadAntwort, UploadErlaubnis } from '@lernstapel/contracts';
import { isOwnUploadAllowed } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { lizenzJahrVon } from '../schulen/licence.guard';
import { bildVerarbeiten, contentTypeVon } from './bild-verarbeitung';
import { UPLOAD_NAME } from '../config/upload-ordner';
import { tonContentTypeVon } from './ton-verarbeitung';
import { UPLOAD_SPEICHER, type UploadSpeicher } from './upload-speicher';
import { UploadsService } from './uploads.service';

export interface GespeichertesBild {
  bytes: Buffer;
  contentType: string;
}

/** Own images of cards (02 §7 uploads): who may upload, the checked upload and serving the files. */
@Injectable()
export class BildUploadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly erlaubnisse: UploadsService,
    @Inject(UPLOAD_SPEICHER) private readonly speicher: UploadSpeicher,
  ) {}

  /**
   * 02 §5, §6, §8: the school's licence of the current year (main administrators manage every school),
   * and for pupils a permission a teacher granted less than 2 hours ago (01 §4).
   */
  async erlaubnis(user: AuthUser, jetzt = new Date()): Promise<UploadErlaubnis> {
    const jahr = jetzt.getFullYear();
    const lizenz =
      user.rolle === 'mainAdmin' ||
      isOwnUploadAllowed(await lizenzJahrVon(this.dataSource, user.schule_id), jetzt);
    if (!lizenz) return { erlaubt: false, grund: 'lizenz.keineLizenzUpload', jahr, erlaubtBis: null };
    if (user.rolle !== 'pupil') return { erlaubt: true, grund: null, jahr, erlaubtBis: null };
    const bis = (await this.erlaubnisse.activeUntil([user.id], jetzt)).get(user.id) ?? null;
    return bis
      ? { erlaubt: true, grund: null, jahr, erlaubtBis: bis.toISOString() }
      : { erlaubt: false, grund: 'uploads.keineErlaubnis', jahr, erlaubtBis: null };
  }

  async hochladen(user: AuthUser, bytes: unknown): Promise<UploadAntwort> {
    const erlaubnis = await this.erlaubnis(user);
    if (erlaubnis.grund === 'lizenz.keineLizenzUpload') {
      throw new ApiException(HttpStatus.FORBIDDEN, erlaubnis.grund, { year: erlaubnis.jahr }, [
        t('lizenz.hinweisBildUrl'),
        t('lizenz.hinweisBestellen'),
      ]);
    }
    if (erlaubnis.grund) throw new ApiException(HttpStatus.FORBIDDEN, erlaubnis.grund);
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'uploads.keinBild');
    }
    const bild = await bildVerarbeiten(bytes);
    await this.speicher.speichern(bild.name, bild.bytes);
    return {
      url: `/api/uploads/${bild.name}`,
      breite: bild.breite,
      hoehe: bild.hoehe,
      bytes: bild.bytes.length,
    };
  }

  /** A stored upload; unknown or malformed names answer 404 (names are random, nothing to list). */
  async lesen(name: string): Promise<GespeichertesBild> {
    const contentType = UPLOAD_NAME.test(name) ? (contentTypeVon(name) ?? tonContentTypeVon(name)) : null;
    const bytes = contentType ? await this.speicher.lesen(name) : null;
    if (!contentType || !bytes) throw new ApiException(HttpStatus.NOT_FOUND, 'uploads.nichtGefunden');
    return { bytes, contentType };
  }
}
