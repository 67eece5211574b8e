import { randomBytes } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { BILD_MAX_PIXEL, BILD_UPLOAD_MAX_BYTES, BILD_UPLOAD_MAX_MB } from '@lernstapel/rules';
import { ApiException } from '../common/api-exception';

/** The formats an upload may have (by content) and the file extension each is stored with. */
const ENDUNGEN = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;
type BildFormat = keyof typeof ENDUNGEN;

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
export const MAX_EINGABE_PIXEL = 50_000_000;

export interface VerarbeitetesBild {
  name: string;
  bytes: Buffer;
  breite: number;
  hoehe: number;
  contentType: string;
}

function isBildFormat(format: string | undefined): format is BildFormat {
  return format !== undefined && format in ENDUNGEN;
}

/** SVG (and other XML) is text: refused with its own message, whatever the name says. */
function siehtAusWieSvg(bytes: Buffer): boolean {
  const anfang = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return anfang.startsWith('<') && (anfang.includes('<svg') || anfang.startsWith('<?xml'));
}

/**
 * DEVIATIONS 7: checks the real type (PNG, JPEG, WebP, GIF by content; SVG refused) and the size,
 * then re-encodes the picture: turned upright, at most 1,400 px on its longer side, without any
 * metadata (photos of pupils carry GPS positions), under a random name.
 */
export async function bildVerarbeiten(bytes: Buffer): Promise<VerarbeitetesBild> {
  if (bytes.length > BILD_UPLOAD_MAX_BYTES) {
    throw new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'uploads.zuGross', { mb: BILD_UPLOAD_MAX_MB });
  }
  if (siehtAusWieSvg(bytes))
    throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'uploads.svgNichtErlaubt');
  const kopf = await kopfVon(bytes);
  const format = kopf?.format;
  if (format === 'svg') throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'uploads.svgNichtErlaubt');
  if (!kopf || !isBildFormat(format)) {
    throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'uploads.keinBild');
  }
  if (pixelVon(kopf, format) > MAX_EINGABE_PIXEL) {
    throw new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'uploads.zuVielePixel', {
      megapixel: MAX_EINGABE_PIXEL / 1_000_000,
    });
  }
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): EXIF, GPS, XMP and ICC comments go.
    const { data, info } = await sharp(bytes, {
      animated: format === 'gif',
      limitInputPixels: MAX_EINGABE_PIXEL,
    })
      .rotate()
      .resize({ width: BILD_MAX_PIXEL, height: BILD_MAX_PIXEL, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'jpeg' ? { quality: 82, mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true });
    return {
      name: `${randomBytes(16).toString('base64url')}.${ENDUNGEN[format]}`,
      bytes: data,
      breite: info.width,
      hoehe: info.pageHeight ?? info.height,
      contentType: `image/${format}`,
    };
  } catch {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'uploads.unlesbar');
  }
}

/**
 * The picture's header: format and size. Reading it decodes no pixels, so it runs without the pixel
 * limit; a picture over the limit is then told so instead of being taken for no picture at all.
 */
async function kopfVon(bytes: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** Pixels the re-encoding decodes: every frame of an animated GIF, the first page of anything else. */
function pixelVon(kopf: Metadata, format: BildFormat): number {
  const seiten = format === 'gif' ? (kopf.pages ?? 1) : 1;
  return (kopf.width ?? 0) * (kopf.pageHeight ?? kopf.height ?? 0) * seiten;
}

/** Content type of a stored upload by its extension (only names this module made are served). */
export function contentTypeVon(name: string): string | null {
  const endung = name.split('.').pop();
  const format = (Object.keys(ENDUNGEN) as BildFormat[]).find((key) => ENDUNGEN[key] === endung);
  return format ? `image/${format}` : null;
}
