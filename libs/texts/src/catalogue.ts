import { FEHLER } from './de/fehler';
import { PORTAL } from './de/portal';
import { SERVER } from './de/server';
import { ADMIN } from './de/admin';
import { ALLGEMEIN } from './de/allgemein';
import { BESTAETIGUNGEN } from './de/bestaetigungen';
import { DATENSCHUTZ } from './de/datenschutz';
import { BENUTZERABLENKUNGEN } from './de/benutzerablenkungen';
import { BENUTZERORDNER } from './de/benutzerordner';
import { GLOBALEMODULE } from './de/globalemodule';
import { HILFE } from './de/hilfe';
import { IMPORTCSV } from './de/importcsv';
import { KLASSE } from './de/klasse';
import { KONTO } from './de/konto';
import { LANDING } from './de/landing';
import { LEHRPERSONEN } from './de/lehrpersonen';
import { LIZENZBESTELLEN } from './de/lizenzbestellen';
import { LOGIN } from './de/login';
import { MAIL } from './de/mail';
import { MENUE } from './de/menue';
import { PRUEFUNGEN } from './de/pruefungen';
import { QUIZ } from './de/quiz';
import { REGISTRIEREN } from './de/registrieren';
import { SCHUELERGRUPPEN } from './de/schuelergruppen';
import { SCHULEN } from './de/schulen';
import { STAPELABLAGE } from './de/stapelablage';
import { STAPELERGEBNISSE } from './de/stapelergebnisse';
import { UNTERRICHTSMODULE } from './de/unterrichtsmodule';
import { UNTERRICHTSMODULTEILE } from './de/unterrichtsmodulteile';
import { VALIDIERUNG } from './de/validierung';
import { WETTBEWERBE } from './de/wettbewerbe';
import { UPLOADS } from './de/uploads';
import { HOWTOPRONOUNCE } from './de/howtopronounce';
import { PONSREQUEST } from './de/ponsrequest';
import { DRUCK } from './de/druck';

/**
 * Every user-visible German text of Lernstapel, by key. Keys are unique across the files in de/
 * (catalogue.spec.ts fails on a clash, which a spread would otherwise hide). A domain's file is named
 * like its API folder (README: domain table); pages and cross-cutting texts have their own files.
 * Keys kept their prefixes when files were renamed (issue 8): 'karten.' is in unterrichtsmodulteile.ts,
 * 'stapel.', 'teilen.', 'veroeffentlichen.' and 'eingaenge.' in unterrichtsmodule.ts or stapelablage.ts,
 * 'verwaltung.' with the domain it speaks of.
 */
export const TEXTS = {
  ...FEHLER,
  ...PORTAL,
  ...SERVER,
  ...ADMIN,
  ...ALLGEMEIN,
  ...BESTAETIGUNGEN,
  ...DATENSCHUTZ,
  ...BENUTZERABLENKUNGEN,
  ...BENUTZERORDNER,
  ...GLOBALEMODULE,
  ...HILFE,
  ...IMPORTCSV,
  ...KLASSE,
  ...KONTO,
  ...LANDING,
  ...LEHRPERSONEN,
  ...LIZENZBESTELLEN,
  ...LOGIN,
  ...MAIL,
  ...MENUE,
  ...PRUEFUNGEN,
  ...QUIZ,
  ...REGISTRIEREN,
  ...SCHUELERGRUPPEN,
  ...SCHULEN,
  ...STAPELABLAGE,
  ...STAPELERGEBNISSE,
  ...UNTERRICHTSMODULE,
  ...UNTERRICHTSMODULTEILE,
  ...VALIDIERUNG,
  ...WETTBEWERBE,
  ...UPLOADS,
  ...HOWTOPRONOUNCE,
  ...PONSREQUEST,
  ...DRUCK,
} as const;

export type TextKey = keyof typeof TEXTS;
export type TextParams = Record<string, string | number>;
