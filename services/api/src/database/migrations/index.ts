import { InitialSchema1795300000000 } from './1795300000000-initial-schema';
import { EingabehilfeSeed1795300000001 } from './1795300000001-eingabehilfe-seed';
import { UniqueKeys1795300001400 } from './1795300001400-unique-keys';
import { QuizAntworten1795300011000 } from './1795300011000-quiz-antworten';
import { Lernstand1795300011100 } from './1795300011100-lernstand';
import { PruefungAblauf1795300012000 } from './1795300012000-pruefung-ablauf';
import { PruefungsteilKarteGeloescht1795300012100 } from './1795300012100-pruefungsteil-karte-geloescht';
import { WettbewerbKartenfolge1795300013300 } from './1795300013300-wettbewerb-kartenfolge';
import { PruefungKlasseIndex1795300022100 } from './1795300022100-pruefung-klasse-index';
import { GleichzeitigSchreiben1795300022300 } from './1795300022300-gleichzeitig-schreiben';
import { FlashcardsthemenSeed1795300023000 } from './1795300023000-flashcardsthemen-seed';
import { StapelergebnisArt1795300023300 } from './1795300023300-stapelergebnis-art';
import { Schulkonto1795300028000 } from './1795300028000-schulkonto';
import { DatenschutzLoeschung1795300029000 } from './1795300029000-datenschutz-loeschung';
import { Datenexport1795300029460 } from './1795300029460-datenexport';
import { Vorabversionen1795300029650 } from './1795300029650-vorabversionen';
import { SchulkontoSchuelerAnlegen1795300032800 } from './1795300032800-schulkonto-schueler-anlegen';

/** Every migration, in order, imported explicitly (globs break after bundling). */
export const MIGRATIONS = [
  InitialSchema1795300000000,
  EingabehilfeSeed1795300000001,
  UniqueKeys1795300001400,
  QuizAntworten1795300011000,
  Lernstand1795300011100,
  PruefungAblauf1795300012000,
  PruefungsteilKarteGeloescht1795300012100,
  WettbewerbKartenfolge1795300013300,
  PruefungKlasseIndex1795300022100,
  GleichzeitigSchreiben1795300022300,
  FlashcardsthemenSeed1795300023000,
  StapelergebnisArt1795300023300,
  Schulkonto1795300028000,
  DatenschutzLoeschung1795300029000,
  Datenexport1795300029460,
  Vorabversionen1795300029650,
  SchulkontoSchuelerAnlegen1795300032800,
];
