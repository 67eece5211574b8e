import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { HttpStatus } from '@nestjs/common';
import { BILD_UPLOAD_MAX_BYTES, BILD_UPLOAD_MAX_MB } from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';
import { ApiException } from '../../common/api-exception';
import { istOeffentlicheAdresse } from './oeffentliche-adresse';

export interface LadeOptionen {
  /** Which resolved addresses may be connected to (istOeffentlicheAdresse; tests open loopback). */
  adresseErlaubt?: (adresse: string) => boolean;
  zeitMs?: number;
  maxBytes?: number;
}

export const LADE_ZEIT_MS = 10_000;
const MAX_WEITERLEITUNGEN = 3;

const fehler = (status: HttpStatus, schluessel: TextKey, werte: Record<string, string> = {}) =>
  new ApiException(status, schluessel, werte);

/**
 * A DNS lookup that refuses a name resolving to a forbidden address: the check happens on the very
 * address the socket connects to, so a name that changes its answer (DNS rebinding) cannot slip past.
 */
function sichererLookup(erlaubt: (adresse: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, adressen: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const gute = adressen.filter((eintrag) => erlaubt(eintrag.address));
      const [erste] = gute;
      if (!erste || gute.length !== adressen.length) {
        return callback(Object.assign(new Error('gesperrte Adresse'), { code: 'LS_GESPERRT' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, gute);
      return callback(null, erste.address, erste.family);
    });
  };
}

/** The address as the user may read it in a message: scheme, host and path, at most 80 characters. */
function kurz(url: URL): string {
  const text = `${url.protocol}//${url.host}${url.pathname}`;
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Issue 29 §3: the bytes of an image on another website, fetched once by the server — only http(s),
 * only to public addresses (checked at connect time, redirects checked again), at most `maxBytes`
 * and `zeitMs` in all; every failure is a German message naming the address.
 */
export async function bildLaden(adresse: string, optionen: LadeOptionen = {}): Promise<Buffer> {
  const erlaubt = optionen.adresseErlaubt ?? istOeffentlicheAdresse;
  const zeitMs = optionen.zeitMs ?? LADE_ZEIT_MS;
  const maxBytes = optionen.maxBytes ?? BILD_UPLOAD_MAX_BYTES;
  const ende = Date.now() + zeitMs;
  let url = urlVon(adresse);
  for (let weiterleitung = 0; ; weiterleitung += 1) {
    const antwort = await abrufen(url, erlaubt, ende, zeitMs, maxBytes);
    if ('daten' in antwort) return antwort.daten;
    if (weiterleitung >= MAX_WEITERLEITUNGEN) {
      throw fehler(HttpStatus.BAD_REQUEST, 'externebilder.nichtErreichbar', { adresse: kurz(url) });
    }
    url = urlVon(new URL(antwort.weiter, url).href);
  }
}

function urlVon(adresse: string): URL {
  let url: URL;
  try {
    url = new URL(adresse);
  } catch {
    throw fehler(HttpStatus.BAD_REQUEST, 'externebilder.adresseUngueltig');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw fehler(HttpStatus.BAD_REQUEST, 'externebilder.adresseUngueltig');
  }
  return url;
}

function abrufen(
  url: URL,
  erlaubt: (adresse: string) => boolean,
  ende: number,
  zeitMs: number,
  maxBytes: number,
): Promise<{ daten: Buffer } | { weiter: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is connected to without a lookup: checked here.
  if (isIP(host) !== 0 && !erlaubt(host)) {
    return Promise.reject(fehler(HttpStatus.BAD_REQUEST, 'externebilder.nichtErlaubt'));
  }
  const modul = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let fertig = false;
    const abbruch = (error: ApiException) => {
      if (fertig) return;
      fertig = true;
      anfrage.destroy();
      reject(error);
    };
    const uhr = setTimeout(
      () =>
        abbruch(
          fehler(HttpStatus.BAD_REQUEST, 'externebilder.zeitueberschritten', {
            adresse: kurz(url),
            sekunden: String(Math.round(zeitMs / 1000)),
          }),
        ),
      Math.max(0, ende - Date.now()),
    );
    const anfrage = modul.get(
      url,
      { lookup: sichererLookup(erlaubt), headers: { accept: 'image/*', 'user-agent': 'Lernstapel' } },
      (antwort: IncomingMessage) => {
        const status = antwort.statusCode ?? 0;
        if (status >= 300 && status < 400 && antwort.headers.location) {
          antwort.resume();
          clearTimeout(uhr);
          fertig = true;
          return resolve({ weiter: antwort.headers.location });
        }
        if (status !== 200) {
          antwort.resume();
          clearTimeout(uhr);
          return abbruch(
            fehler(HttpStatus.BAD_REQUEST, 'externebilder.nichtErreichbar', { adresse: kurz(url) }),
          );
        }
        const laenge = Number(antwort.headers['content-length'] ?? 0);
        const zuGross = () =>
          fehler(HttpStatus.BAD_REQUEST, 'externebilder.zuGross', {
            adresse: kurz(url),
            mb: String(BILD_UPLOAD_MAX_MB),
          });
        if (laenge > maxBytes) {
          clearTimeout(uhr);
          return abbruch(zuGross());
        }
        const teile: Buffer[] = [];
        let bytes = 0;
        antwort.on('data', (teil: Buffer) => {
          bytes += teil.length;
          if (bytes > maxBytes) {
            clearTimeout(uhr);
            return abbruch(zuGross());
          }
          teile.push(teil);
        });
        antwort.on('end', () => {
          clearTimeout(uhr);
          if (fertig) return;
          fertig = true;
          resolve({ daten: Buffer.concat(teile) });
        });
        antwort.on('error', () => {
          clearTimeout(uhr);
          abbruch(fehler(HttpStatus.BAD_REQUEST, 'externebilder.nichtErreichbar', { adresse: kurz(url) }));
        });
      },
    );
    anfrage.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(uhr);
      abbruch(
        error.code === 'LS_GESPERRT'
          ? fehler(HttpStatus.BAD_REQUEST, 'externebilder.nichtErlaubt')
          : fehler(HttpStatus.BAD_REQUEST, 'externebilder.nichtErreichbar', { adresse: kurz(url) }),
      );
    });
  });
}
