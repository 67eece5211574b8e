import type { Benutzerablenkung as BenutzerablenkungDto } from '@lernstapel/contracts';
import type { Benutzerablenkung } from './entities/benutzerablenkung.entity';

/** Feed entry + the pupil's username → contract. */
export function toBenutzerablenkung(eintrag: Benutzerablenkung, benutzername: string): BenutzerablenkungDto {
  return {
    id: eintrag.id,
    benutzer_id: eintrag.benutzer_id,
    benutzername,
    zeit: eintrag.zeit.toISOString(),
    bemerkung: eintrag.bemerkung,
  };
}
