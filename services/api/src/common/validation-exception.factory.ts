import { HttpStatus } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { t, type TextKey } from '@lernstapel/texts';
import { ApiException } from './api-exception';
import { feldName } from './feld-name';

/** class-validator constraint name → German text. Constraints not listed get a generic text. */
const CONSTRAINT_TEXTS: Readonly<Record<string, TextKey>> = {
  whitelistValidation: 'server.validierung.unbekanntesFeld',
  isDefined: 'server.validierung.pflichtfeld',
  isNotEmpty: 'server.validierung.pflichtfeld',
  isString: 'server.validierung.textErwartet',
  isBoolean: 'server.validierung.jaNeinErwartet',
  isInt: 'server.validierung.zahlErwartet',
  maxLength: 'server.validierung.zuLang',
  // text columns hold bytes (MySQL TEXT: 65,535), not characters: 'ä' takes two.
  isByteLength: 'server.validierung.zuVieleBytes',
  // The body was JSON but not an object (e.g. a bare string or number).
  unknownValue: 'server.validierung.objektErwartet',
};

/**
 * German messages, one per failed constraint, each naming the field as the form shows it (issue 23
 * §3); nested objects are followed ("a.b"). A field no form has (refused as unknown) keeps its name.
 */
export function germanValidationMessages(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const feld = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = Object.keys(error.constraints ?? {}).map((constraint) =>
      t(CONSTRAINT_TEXTS[constraint] ?? 'server.validierung.ungueltig', {
        feld: constraint === 'whitelistValidation' ? feld : feldName(feld),
        max: maxFromContext(error, constraint),
      }),
    );
    return [...own, ...germanValidationMessages(error.children ?? [], feld)];
  });
}

/** The maximum in class-validator's English message: the only number of maxLength, the last of isByteLength. */
function maxFromContext(error: ValidationError, constraint: string): string {
  if (constraint !== 'maxLength' && constraint !== 'isByteLength') return '';
  const numbers = (error.constraints?.[constraint] ?? '').match(/\d+/g) ?? [];
  return numbers.at(-1) ?? '';
}

/** exceptionFactory of the global ValidationPipe: 400 with a German summary and per-field details. */
export function validationExceptionFactory(errors: ValidationError[]): ApiException {
  const details = germanValidationMessages(errors);
  return new ApiException(HttpStatus.BAD_REQUEST, 'fehler.ungueltigeEingabe', {}, details);
}
