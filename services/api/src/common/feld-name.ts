import { t, type TextKey } from '@lernstapel/texts';

/**
 * Issue 23 §3: a validation message names the field as the user sees it in the form, never the
 * request's path ('unterrichtsModul.bezeichnung'). The last name of the path decides; numbered
 * fields (antwort3, email1) keep their number. Fields no form shows get a neutral name.
 */
const FELD_NAMEN: Readonly<Record<string, TextKey>> = {
  bezeichnung: 'allgemein.titel',
  name: 'allgemein.name',
  jahrgangsstufen: 'stapel.jahrgangsstufen',
  faecher: 'stapel.faecher',
  flashcards_kategorie_id: 'stapel.kategorie',
  kategorie: 'stapel.neueKategorieName',
  benutzername: 'allgemein.benutzername',
  namevoll: 'konto.namevoll',
  email: 'allgemein.email',
  kuerzel: 'allgemein.kuerzel',
  anmeldecode: 'allgemein.anmeldecode',
  name1: 'schule.name1',
  name2: 'schule.name2',
  anschrift1: 'schule.anschrift1',
  anschrift2: 'schule.anschrift2',
  plz: 'schule.plz',
  ort: 'schule.ort',
  land: 'schule.land',
  telefon1: 'schule.telefon1',
  telefon2: 'schule.telefon2',
  email1: 'schule.email1',
  email2: 'schule.email2',
  rechnungsanschrift1: 'schule.rechnungsanschrift1',
  rechnungsanschrift2: 'schule.rechnungsanschrift2',
  rechnungsplz: 'schule.rechnungsplz',
  rechnungsort: 'schule.rechnungsort',
  rechnungsland: 'schule.rechnungsland',
  hauspost_domainname: 'schule.hauspostDomainname',
  schulName1: 'registrierung.schulName',
  schulStrasse: 'registrierung.schulStrasse',
  schulPLZ: 'registrierung.schulPlz',
  schulOrt: 'registrierung.schulOrt',
  schulLand: 'registrierung.schulLand',
  public_autor_pseudonym: 'veroeffentlichen.pseudonym',
  public_bemerkungen: 'veroeffentlichen.bemerkungen',
  aufgabe: 'teilen.aufgabe',
  aufgabe_abgabe_bis: 'teilen.abgabeBis',
  notizen: 'karten.spalteKorrekturhinweis',
  titel: 'allgemein.titel',
  datum: 'allgemein.datum',
  anweisung_vor_pruefung: 'pruefungen.anweisung',
  frage: 'karten.frage',
  zusatzinfos: 'karten.zusatzinfos',
  konjug_verb: 'karten.konjugVerb',
  verb: 'karten.konjugVerb',
  konjug_zeitform: 'karten.konjugZeitform',
  zeitform: 'karten.konjugZeitform',
  youtube_video_id: 'uploads.video',
  lizenz_jahr: 'schule.lizenzJahr',
  merken: 'login.anmeldungSpeichern',
};

/** Numbered fields: the name without its number, and the text that takes the number. */
const NUMMERIERTE_FELDER: Readonly<Record<string, TextKey>> = {
  antwort: 'karten.antwortN',
  beschriftung_: 'karten.beschriftungN',
};

/** Lists whose entries the form numbers from 1 (the contact persons of a school). */
const LISTEN: Readonly<Record<string, Readonly<Record<string, TextKey>>>> = {
  schule_ansprechpartner: { namevoll: 'admin.ansprechpersonName', email: 'admin.ansprechpersonEmail' },
};

export function feldName(pfad: string): string {
  const liste = /^(\w+)\.(\d+)\.(\w+)$/.exec(pfad);
  if (liste) {
    const [, name = '', nr = '', feld = ''] = liste;
    const inListe = LISTEN[name]?.[feld];
    if (inListe) return t(inListe, { nr: Number(nr) + 1 });
  }
  const teile = pfad.split('.').filter((teil) => !/^\d+$/.test(teil));
  const letzter = teile.at(-1) ?? '';
  const bekannt = FELD_NAMEN[letzter];
  if (bekannt) return t(bekannt);
  const nummeriert = /^([a-z_]+?)(\d+)$/.exec(letzter);
  if (nummeriert) {
    const [, stamm = '', nr = ''] = nummeriert;
    const mitNummer = NUMMERIERTE_FELDER[stamm];
    if (mitNummer) return t(mitNummer, { nr });
  }
  return t('server.validierung.feldUnbekannt');
}
