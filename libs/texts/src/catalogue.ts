import { FEHLER } from './de/fehler';
import { PORTAL } from './de/portal';
import { SERVER } from './de/server';
import { ADMIN } from './de/admin';
import { ALLGEMEIN } from './de/allgemein';
import { BESTAETIGUNGEN } from './de/bestaetigungen';
import { DATENSCHUTZ } from './de/datenschutz';
import { EINGAENGE } from './de/eingaenge';
import { GLOBALEMODULE } from './de/globalemodule';
import { HILFE } from './de/hilfe';
import { KARTEN } from './de/karten';
import { KLASSE } from './de/klasse';
import { KONTO } from './de/konto';
import { LEHRPERSONEN } from './de/lehrpersonen';
import { LIZENZ } from './de/lizenz';
import { LANDING } from './de/landing';
import { LOGIN } from './de/login';
import { MAIL } from './de/mail';
import { MENUE } from './de/menue';
import { ORDNER } from './de/ordner';
import { PRUEFUNGEN } from './de/pruefungen';
import { QUIZ } from './de/quiz';
import { REGISTRIERUNG } from './de/registrierung';
import { SCHULE } from './de/schule';
import { STAPEL } from './de/stapel';
import { STAPELABLAGE } from './de/stapelablage';
import { TEILEN } from './de/teilen';
import { VALIDIERUNG } from './de/validierung';
import { VEROEFFENTLICHEN } from './de/veroeffentlichen';
import { WETTBEWERBE } from './de/wettbewerbe';
import { VERWALTUNG_SERVER } from './de/verwaltung-server';

/**
 * Every user-visible German text of Lernstapel, by key. Keys are unique across the files in de/
 * (catalogue.spec.ts fails on a clash, which a spread would otherwise hide).
 */
export const TEXTS = {
  ...FEHLER,
  ...PORTAL,
  ...SERVER,
  ...ADMIN,
  ...ALLGEMEIN,
  ...BESTAETIGUNGEN,
  ...DATENSCHUTZ,
  ...EINGAENGE,
  ...GLOBALEMODULE,
  ...HILFE,
  ...KARTEN,
  ...KLASSE,
  ...KONTO,
  ...LEHRPERSONEN,
  ...LIZENZ,
  ...LANDING,
  ...LOGIN,
  ...MAIL,
  ...MENUE,
  ...ORDNER,
  ...PRUEFUNGEN,
  ...QUIZ,
  ...REGISTRIERUNG,
  ...SCHULE,
  ...STAPEL,
  ...STAPELABLAGE,
  ...TEILEN,
  ...VALIDIERUNG,
  ...VEROEFFENTLICHEN,
  ...WETTBEWERBE,
  ...VERWALTUNG_SERVER,
} as const;

export type TextKey = keyof typeof TEXTS;
export type TextParams = Record<string, string | number>;
