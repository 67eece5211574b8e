import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { BILD_UPLOAD_MAX_MB } from '@lernstapel/rules';
import { ApiException } from '../../common/api-exception';
import { bildVerarbeiten } from '../bild-verarbeitung';
import { UPLOAD_SPEICHER, type UploadSpeicher } from '../upload-speicher';
import { bildLaden } from './bild-laden';
import { istOeffentlicheAdresse } from './oeffentliche-adresse';

/**
 * Issue 29 §3: an image given by its address on another website is fetched once by the server and
 * stored like an upload (bildVerarbeiten: checked, re-encoded, without metadata, under a random
 * name); cards then name the own copy, so no pupil's browser ever asks the other website.
 */
@Injectable()
export class ExterneBilderService {
  /** Which resolved addresses may be fetched from; integration tests open loopback for their image server. */
  adresseErlaubt: (adresse: string) => boolean = istOeffentlicheAdresse;

  constructor(@Inject(UPLOAD_SPEICHER) private readonly speicher: UploadSpeicher) {}

  /** The own path (/api/uploads/…) of a copy of the image at `adresse`. */
  async uebernehmen(adresse: string): Promise<string> {
    const bytes = await bildLaden(adresse.trim(), { adresseErlaubt: this.adresseErlaubt });
    const bild = await bildVerarbeiten(bytes).catch((error: unknown) => {
      throw this.alsExternerFehler(error, adresse);
    });
    await this.speicher.speichern(bild.name, bild.bytes);
    return `/api/uploads/${bild.name}`;
  }

  /** The upload's messages speak of a chosen file; here the address is named. */
  private alsExternerFehler(error: unknown, adresse: string): unknown {
    if (!(error instanceof ApiException)) return error;
    const kurz = adresse.length > 80 ? `${adresse.slice(0, 77)}...` : adresse;
    if (error.textKey === 'uploads.zuGross' || error.textKey === 'uploads.zuVielePixel') {
      return new ApiException(HttpStatus.BAD_REQUEST, 'externebilder.zuGross', {
        adresse: kurz,
        mb: String(BILD_UPLOAD_MAX_MB),
      });
    }
    return new ApiException(HttpStatus.BAD_REQUEST, 'externebilder.keinBild', { adresse: kurz });
  }
}
