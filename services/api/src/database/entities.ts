import { Benutzerablenkung } from '../activity/entities/benutzerablenkung.entity';
import { Sitzung } from '../auth/entities/sitzung.entity';
import { Stapelergebnis } from '../cards/entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from '../cards/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../categories/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../categories/entities/flashcards-thema.entity';
import { Pruefung } from '../exams/entities/pruefung.entity';
import { Pruefungsteil } from '../exams/entities/pruefungsteil.entity';
import { SchuelerInPruefung } from '../exams/entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from '../exams/entities/schueler-in-pruefungsteil.entity';
import { Benutzerordner } from '../folders/entities/benutzerordner.entity';
import { SchuelerInGruppe } from '../groups/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../groups/entities/schuelergruppe.entity';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { SchuelerImWettbewerb } from '../races/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../races/entities/wettbewerb.entity';
import { Lizenzbestellung } from '../schools/entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from '../schools/entities/schul-ansprechpartner.entity';
import { Schule } from '../schools/entities/schule.entity';
import { Benutzereinstellung } from '../settings/entities/benutzereinstellung.entity';
import { Eingabehilfe } from '../settings/entities/eingabehilfe.entity';
import { GeteilterStapel } from '../sharing/entities/geteilter-stapel.entity';
import { Stapelablage } from '../sharing/entities/stapelablage.entity';
import { TeamMitglied } from '../stacks/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../stacks/entities/unterrichtsmodul.entity';
import { Uploaderlaubnis } from '../uploads/entities/uploaderlaubnis.entity';
import { Benutzer } from '../users/entities/benutzer.entity';

/** Every entity, listed explicitly (globs break after bundling the API). */
export const ENTITIES = [
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
];
