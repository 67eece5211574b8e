import { AUTH_DATENSCHUTZ } from '../../benutzer/sitzungen/sitzungen.datenschutz';
import { BENUTZER_DATENSCHUTZ } from '../../benutzer/benutzer.datenschutz';
import { BENUTZERABLENKUNGEN_DATENSCHUTZ } from '../../benutzer/benutzerablenkungen/benutzerablenkungen.datenschutz';
import { BENUTZEREINSTELLUNGEN_DATENSCHUTZ } from '../../benutzereinstellungen/benutzereinstellungen.datenschutz';
import { BENUTZERORDNER_DATENSCHUTZ } from '../../benutzerordner/benutzerordner.datenschutz';
import { FLASHCARDSTHEMEN_DATENSCHUTZ } from '../../flashcardsthemen/flashcardsthemen.datenschutz';
import { MAIL_DATENSCHUTZ } from '../../mail/mail.datenschutz';
import { PRUEFUNGEN_DATENSCHUTZ } from '../../pruefungen/pruefungen.datenschutz';
import { SCHUELERGRUPPEN_DATENSCHUTZ } from '../../schuelergruppen/schuelergruppen.datenschutz';
import { SCHULEN_DATENSCHUTZ } from '../../schulen/schulen.datenschutz';
import { STAPELABLAGE_DATENSCHUTZ } from '../../stapelablage/stapelablage.datenschutz';
import { UNTERRICHTSMODULE_DATENSCHUTZ } from '../../unterrichtsmodule/unterrichtsmodule.datenschutz';
import { UNTERRICHTSMODULTEILE_DATENSCHUTZ } from '../../unterrichtsmodulteile/unterrichtsmodulteile.datenschutz';
import { UPLOADS_DATENSCHUTZ } from '../../uploads/uploads.datenschutz';
import { WETTBEWERBE_DATENSCHUTZ } from '../../wettbewerbe/wettbewerbe.datenschutz';
import { QUIZ_DATENSCHUTZ } from '../../unterrichtsmodulteile/quiz/quiz.datenschutz';
import { ANFRAGEN_DATENSCHUTZ } from '../../anfragen/anfragen.datenschutz';
import { DATENEXPORT_DATENSCHUTZ } from '../datenexport.datenschutz';
import { SCHULKONTO_DATENSCHUTZ } from '../../schulkonto/schulkonto.datenschutz';
import type {
  DatenschutzTabelle,
  TabelleOhnePersonenbezug,
} from '../../datenschutzdeklaration/datenschutz-tabelle';

/**
 * The privacy map for tests (issue 16): every table of the schema is either here, declared by its
 * domain, or in TABELLEN_OHNE_PERSONENBEZUG. The API collects the same declarations from the domains'
 * modules (DatenschutzKarte); datenschutz-karte.service.integration-spec.ts keeps the two equal. datenschutz-karte.integration-spec.ts walks the migrated schema
 * on SQLite and MariaDB and fails for any table or column this list does not classify.
 */
export const DATENSCHUTZ_KARTE: readonly DatenschutzTabelle[] = [
  ...BENUTZER_DATENSCHUTZ,
  ...SCHULEN_DATENSCHUTZ,
  ...AUTH_DATENSCHUTZ,
  ...MAIL_DATENSCHUTZ,
  ...SCHUELERGRUPPEN_DATENSCHUTZ,
  ...FLASHCARDSTHEMEN_DATENSCHUTZ,
  ...BENUTZERORDNER_DATENSCHUTZ,
  ...UNTERRICHTSMODULE_DATENSCHUTZ,
  ...UNTERRICHTSMODULTEILE_DATENSCHUTZ,
  ...QUIZ_DATENSCHUTZ,
  ...STAPELABLAGE_DATENSCHUTZ,
  ...PRUEFUNGEN_DATENSCHUTZ,
  ...WETTBEWERBE_DATENSCHUTZ,
  ...BENUTZEREINSTELLUNGEN_DATENSCHUTZ,
  ...BENUTZERABLENKUNGEN_DATENSCHUTZ,
  ...UPLOADS_DATENSCHUTZ,
  ...ANFRAGEN_DATENSCHUTZ,
  ...DATENEXPORT_DATENSCHUTZ,
  ...SCHULKONTO_DATENSCHUTZ,
];

export const TABELLEN_OHNE_PERSONENBEZUG: readonly TabelleOhnePersonenbezug[] = [
  {
    tabelle: 'schuelergruppe',
    grund: 'Name und Klassencode einer Gruppe; die Mitglieder stehen in schuelerinallengruppen.',
  },
  { tabelle: 'flashcardsthemen', grund: 'Die für alle gleiche Themenliste.' },
  { tabelle: 'eingabehilfe', grund: 'Die feste Sonderzeichen-Hilfe aus der Migration.' },
  // Issue 26 §5: canary releases per school; no user is named, a report counts per school.
  { tabelle: 'vorabversion_schule', grund: 'Welche Schule eine Vorabversion verwendet.' },
  {
    tabelle: 'vorabversion_rueckfall',
    grund: 'Wie oft die Browser einer Schule auf die stabile Version zurückfielen (ohne Personen).',
  },
  {
    tabelle: 'schulkonto_anbieter',
    grund:
      'Der Anmeldedienst einer Schule (Adresse, Client-ID, verschlüsseltes Client-Secret, Klasse für angelegte Schülerkonten); keine Person.',
  },
];
