import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { t } from '@lernstapel/texts';
import { ApiException } from './api-exception';

/**
 * Deepest nesting of objects and arrays a body may have. The API's bodies nest three levels at most;
 * class-transformer and class-validator recurse per level, so a body of a few KB nested thousands of
 * levels deep would overflow the stack (a 500) before the validation could refuse it.
 */
export const MAX_JSON_DEPTH = 16;

/** How deeply `value` nests objects and arrays, counted without recursion; stops once past `limit`. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item !== null && typeof item === 'object') next.push(...Object.values(item));
    }
    if (next.length > 0 && depth + 1 > limit) return true;
    level = next;
  }
  return false;
}

/** With the u flag a pair of surrogates is one code point, so only a lone (unpaired) surrogate matches. */
const EINZELNES_SURROGAT = /\p{Surrogate}/u;
/** A lone surrogate reaches a parsed body only through a JSON escape ('\ud800'): UTF-8 bytes cannot encode one. */
const SURROGAT_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * The dotted path (as validation messages name fields) of the first key or text in `value` holding a
 * lone UTF-16 surrogate, '' for the body itself, null when there is none. Such a text is no valid
 * Unicode: stored, it turns into replacement characters (MariaDB) or makes a validator throw (a 500).
 */
export function feldMitEinzelnemSurrogat(value: unknown): string | null {
  const offen: Array<[unknown, string]> = [[value, '']];
  for (let eintrag = offen.pop(); eintrag; eintrag = offen.pop()) {
    const [wert, pfad] = eintrag;
    if (typeof wert === 'string') {
      if (EINZELNES_SURROGAT.test(wert)) return pfad;
    } else if (wert !== null && typeof wert === 'object') {
      for (const [schluessel, kind] of Object.entries(wert)) {
        const kindPfad = pfad === '' ? schluessel : `${pfad}.${schluessel}`;
        if (EINZELNES_SURROGAT.test(schluessel)) return kindPfad;
        offen.push([kind, kindPfad]);
      }
    }
  }
  return null;
}

/** Why a parsed body is refused before validation, in the shape of a validation error; null if it is not. */
function bodyError(text: string, value: unknown): ApiException | null {
  if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) {
    return new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.zuTiefVerschachtelt', {
      max: MAX_JSON_DEPTH,
    });
  }
  const feld = SURROGAT_ESCAPE.test(text) ? feldMitEinzelnemSurrogat(value) : null;
  if (feld === null) return null;
  const detail =
    feld === ''
      ? t('server.anfrage.ungueltigesZeichen')
      : t('server.validierung.ungueltigesZeichen', { feld });
  return new ApiException(HttpStatus.BAD_REQUEST, 'fehler.ungueltigeEingabe', {}, [detail]);
}

/**
 * DEVIATIONS 5: the API takes JSON bodies only. Fastify's text/plain parser is removed (any
 * other body type → 415, German), and bad JSON becomes a German 400 instead of Fastify's text.
 * An empty body counts as no body (DELETE from clients that always send the JSON header).
 * Bodies nested deeper than MAX_JSON_DEPTH are refused before any validation sees them, and so is a
 * text with a lone UTF-16 surrogate, for every route at once (issue 22 §4).
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error: Error | null, value?: unknown) => {
      const refusal = error
        ? new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigesJson')
        : bodyError(text, value);
      done(refusal, refusal ? undefined : value);
    });
  });
}
