/** Confirmations (01 §8, 02 §8), verbatim from the spec. */
export const BESTAETIGUNGEN = {
  'bestaetigung.codeMailGeschickt':
    'Wir haben Dir ein Mail mit deinem Anmeldecode geschickt! Bitte überprüfe ggf. deinen Spamordner.',
  'bestaetigung.codeVerschickt': 'Der Anmeldecode wurde an {email} verschickt',
  'bestaetigung.anmeldecookiesGeloescht': 'Die Anmeldecookies für diesen Browser wurden gelöscht',
  'bestaetigung.veroeffentlichungZurueckgenommen': 'Die Veröffentlichung des Stapels wurde zurückgenommen.',
  'bestaetigung.zurUeberpruefungGeschickt':
    'Der Status des Stapels wurde auf "Warten auf Überprüfung" gesetzt und an die gewählte/n Person/en geschickt.',
  'bestaetigung.uploaderlaubnisErteilt': 'Uploaderlaubnis wurde für 2 Stunden erteilt',
  'bestaetigung.stapelGeteilt':
    'Der Stapel wurde mit den ausgewählten Benutzern geteilt und erscheint nun in deren Briefkästen',
  'bestaetigung.teamFreigegeben':
    'Der Stapel wurde zur Bearbeitung im Team mit den ausgewählten Teilnehmern freigegeben.',
  'bestaetigung.dateiEingelesen': 'Die Datei wurde eingelesen!',
  'bestaetigung.gespeichert': 'Die Änderungen wurden gespeichert.',
} as const;
