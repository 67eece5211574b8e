import { Benutzerablenkung } from '../../benutzer/benutzerablenkungen/entities/benutzerablenkung.entity';
import { Sitzung } from '../../benutzer/sitzungen/entities/sitzung.entity';
import { Stapelergebnis } from '../../stapelergebnisse/entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Quizantwort } from '../../unterrichtsmodulteile/quiz/entities/quizantwort.entity';
import { Lernstand } from '../../unterrichtsmodulteile/quiz/entities/lernstand.entity';
import { FlashcardsKategorie } from '../../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../../flashcardsthemen/entities/flashcards-thema.entity';
import { Pruefung } from '../../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../../pruefungen/entities/pruefungsteil.entity';
import { SchuelerInPruefung } from '../../pruefungen/entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from '../../pruefungen/entities/schueler-in-pruefungsteil.entity';
import { Benutzerordner } from '../../benutzerordner/entities/benutzerordner.entity';
import { SchuelerInGruppe } from '../../schuelergruppen/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../../schuelergruppen/entities/schuelergruppe.entity';
import { Mailausgang } from '../../mail/entities/mailausgang.entity';
import { Datenexport } from '../../datenschutz/entities/datenexport.entity';
import { SchuelerImWettbewerb } from '../../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../../wettbewerbe/entities/wettbewerb.entity';
import { Lizenzbestellung } from '../../schulen/entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from '../../schulen/entities/schul-ansprechpartner.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { Benutzereinstellung } from '../../benutzereinstellungen/entities/benutzereinstellung.entity';
import { Eingabehilfe } from '../../hilfe/entities/eingabehilfe.entity';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Stapelablage } from '../../stapelablage/entities/stapelablage.entity';
import { TeamMitglied } from '../../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Uploaderlaubnis } from '../../uploads/entities/uploaderlaubnis.entity';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { Anfrage } from '../../anfragen/entities/anfrage.entity';
import { VorabversionRueckfall } from '../../vorabversionen/entities/vorabversion-rueckfall.entity';
import { VorabversionSchule } from '../../vorabversionen/entities/vorabversion-schule.entity';
import { SchulkontoAnbieter } from '../../schulkonto/entities/schulkonto-anbieter.entity';
import { SchulkontoVerknuepfung } from '../../schulkonto/entities/schulkonto-verknuepfung.entity';

/**
 * Every entity, for tests that open a DataSource without the API's modules (the API itself loads
 * the entities its modules register with TypeOrmModule.forFeature: autoLoadEntities). The test
 * entity-registrierung.integration-spec.ts keeps this list equal to what the modules register.
 */
export const ALLE_ENTITIES = [
  Schule,
  SchulAnsprechpartner,
  Lizenzbestellung,
  Benutzer,
  Sitzung,
  Schuelergruppe,
  SchuelerInGruppe,
  FlashcardsThema,
  FlashcardsKategorie,
  Benutzerordner,
  Unterrichtsmodul,
  TeamMitglied,
  Unterrichtsmodulteil,
  Stapelergebnis,
  Quizantwort,
  Lernstand,
  GeteilterStapel,
  Stapelablage,
  Pruefung,
  Pruefungsteil,
  SchuelerInPruefung,
  SchuelerInPruefungsteil,
  Wettbewerb,
  SchuelerImWettbewerb,
  Benutzereinstellung,
  Eingabehilfe,
  Benutzerablenkung,
  Uploaderlaubnis,
  Mailausgang,
  Anfrage,
  Datenexport,
  VorabversionSchule,
  VorabversionRueckfall,
  SchulkontoAnbieter,
  SchulkontoVerknuepfung,
];
