import { DATENEXPORTE, DATENSCHUTZ } from './de/datenschutz';
import { SERVER } from './de/server';
import { ADMIN } from './de/admin';
import { BENUTZERABLENKUNGEN } from './de/benutzerablenkungen';
import { BENUTZERORDNER } from './de/benutzerordner';
import { GLOBALEMODULE } from './de/globalemodule';
import { HILFE } from './de/hilfe';
import { IMPORTCSV } from './de/importcsv';
import { KLASSE } from './de/klasse';
import { KONTO } from './de/konto';
import { LEHRPERSONEN } from './de/lehrpersonen';
import { LIZENZBESTELLEN } from './de/lizenzbestellen';
import { MAIL } from './de/mail';
import { MENUE } from './de/menue';
import { PRUEFUNGEN } from './de/pruefungen';
import { QUIZ } from './de/quiz';
import { SCHUELERGRUPPEN } from './de/schuelergruppen';
import { STAPELABLAGE } from './de/stapelablage';
import { STAPELERGEBNISSE } from './de/stapelergebnisse';
import { UNTERRICHTSMODULE } from './de/unterrichtsmodule';
import { UNTERRICHTSMODULTEILE } from './de/unterrichtsmodulteile';
import { WETTBEWERBE } from './de/wettbewerbe';
import { UPLOADS } from './de/uploads';
import { EXTERNEBILDER } from './de/externebilder';
import { HOWTOPRONOUNCE } from './de/howtopronounce';
import { PONSREQUEST } from './de/ponsrequest';
import { DRUCK } from './de/druck';
import { HEALTH } from './de/health';
import { METRICS } from './de/metrics';
import { ANKI } from './de/anki';
// Issue 27: installable app, updates, offline learning
import { OFFLINE } from './de/offline';
import { VORABVERSIONEN } from './de/vorabversionen';

/**
 * The texts of the logged-in areas and the remotes, the legal notice and the API's own: in the browser
 * they load after the login or when a legal text is opened (./browser.ts); the privacy statement itself
 * is in ./legal-texts.ts.
 */
export const AREA_TEXTS = {
  ...DATENSCHUTZ,
  ...DATENEXPORTE,
  ...SERVER,
  ...ADMIN,
  ...BENUTZERABLENKUNGEN,
  ...BENUTZERORDNER,
  ...GLOBALEMODULE,
  ...HILFE,
  ...IMPORTCSV,
  ...KLASSE,
  ...KONTO,
  ...LEHRPERSONEN,
  ...LIZENZBESTELLEN,
  ...MAIL,
  ...MENUE,
  ...PRUEFUNGEN,
  ...QUIZ,
  ...SCHUELERGRUPPEN,
  ...STAPELABLAGE,
  ...STAPELERGEBNISSE,
  ...UNTERRICHTSMODULE,
  ...UNTERRICHTSMODULTEILE,
  ...WETTBEWERBE,
  ...UPLOADS,
  ...EXTERNEBILDER,
  ...HOWTOPRONOUNCE,
  ...PONSREQUEST,
  ...DRUCK,
  ...HEALTH,
  ...METRICS,
  ...ANKI,
  ...OFFLINE,
  ...VORABVERSIONEN,
} as const;
