import type { SchulkontoAnbieter, SchulkontoAnbieterSpeichern } from '@lernstapel/contracts';
import { validateSchulkontoAnbieter } from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';

/** The settings form's fields as typed (issue 28); the secret field starts empty, always. */
export interface SchulkontoForm {
  kuerzel: string;
  aussteller: string;
  client_id: string;
  client_secret: string;
  rollen_claim: string;
  schueler_klassen_code: string;
}

export function schulkontoFormAus(anbieter: SchulkontoAnbieter | null): SchulkontoForm {
  return {
    kuerzel: anbieter?.kuerzel ?? '',
    aussteller: anbieter?.aussteller ?? '',
    client_id: anbieter?.client_id ?? '',
    client_secret: '',
    rollen_claim: anbieter?.rollen_claim ?? '',
    schueler_klassen_code: anbieter?.schueler_klassen_code ?? '',
  };
}

/** The short code as it is sent: trimmed, lower case (the API keeps it so). */
function kuerzelAus(form: SchulkontoForm): string {
  return form.kuerzel.trim().toLowerCase();
}

/** The rules of libs/rules on what will be sent. */
export function schulkontoFehler(form: SchulkontoForm, secretGespeichert: boolean): TextKey[] {
  return validateSchulkontoAnbieter({ ...form, kuerzel: kuerzelAus(form), secretGespeichert });
}

/** PUT body: trimmed, the short code in lower case; an empty secret is left out (the stored one stays). */
export function schulkontoRequestAus(form: SchulkontoForm): SchulkontoAnbieterSpeichern {
  const secret = form.client_secret.trim();
  return {
    kuerzel: kuerzelAus(form),
    aussteller: form.aussteller.trim(),
    client_id: form.client_id.trim(),
    ...(secret ? { client_secret: secret } : {}),
    rollen_claim: form.rollen_claim.trim() || null,
    schueler_klassen_code: form.schueler_klassen_code.trim() || null,
  };
}
