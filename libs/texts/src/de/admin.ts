/** Main administrator area (01 §2). */
export const ADMIN = {
  'admin.titel': 'Administration',
  'admin.tabSchulen': 'Schulen',
  'admin.tabBenutzer': 'Benutzer',
  'admin.schulePlus': 'Schule +',
  'admin.spalteSchulname': 'Schulname',
  'admin.spalteAdresse': 'Adresse',
  'admin.spalteAnsprechpersonen': 'Ansprechpersonen',
  'admin.spalteNamevoll': 'Vollständiger Name',
  'admin.keineSchulen': 'Es sind noch keine Schulen erfasst.',
  'admin.schuleLoeschenTitel': 'Schule löschen',
  'admin.schuleLoeschenFrage':
    'Soll die Schule «{name}» mit allen Benutzern und Daten wirklich gelöscht werden?',
  'admin.abmelden': 'Abmelden',
  // 01 §6: deleting a school deletes its users and their data
  'admin.schuleLoeschenHinweis':
    'Die Schule hat {anzahl} Benutzer. Die Schule, diese Benutzer und alle ihre Daten (Stapel, Karten, Gruppen, Prüfungen) werden unwiderruflich gelöscht.',
  'admin.spalteAktionen': 'Aktionen',
  'admin.schuleBearbeitenLabel': 'Bearbeiten: {name}',
  'admin.schuleLoeschenLabel': 'Löschen: {name}',
  'admin.schuleNeuTitel': 'Neue Schule',
  'admin.abschnittKontakt': 'Kontakt',
  'admin.abschnittRechnung': 'Rechnungsanschrift',
  'admin.ansprechpersonPlus': 'Ansprechperson +',
  'admin.ansprechpersonName': 'Name (Ansprechperson {nr})',
  'admin.ansprechpersonEmail': 'E-Mail-Adresse (Ansprechperson {nr})',
  'admin.ansprechpersonEntfernen': 'Ansprechperson {nr} entfernen',
  'admin.keineAnsprechpersonen': 'Noch keine Ansprechpersonen erfasst.',
  'admin.benutzerFiltern': 'Benutzer filtern',
  'admin.benutzerFilternHinweis': 'Name, Benutzername, E-Mail oder Schule',
  'admin.keineBenutzerTreffer': 'Kein Benutzer passt zum Filter.',
  'admin.keineBenutzer': 'Es sind noch keine Benutzer erfasst.',
  'admin.anzahlBenutzer': '{anzahl} von {gesamt} Benutzern',
  // Local outbox (issue 3, DEVIATIONS 8): mails without SMTP_URL
  'admin.tabPostausgang': 'Postausgang',
  'admin.postausgangHinweis':
    'Ohne SMTP-Server werden die Mails hier abgelegt statt verschickt (neueste zuerst).',
  'admin.spalteEmpfaenger': 'Empfänger',
  'admin.spalteBetreff': 'Betreff',
  'admin.spalteGesendet': 'Verschickt',
  'admin.nurImPostausgang': 'nur im Postausgang',
  'admin.mailTextAnzeigen': 'Text anzeigen',
  'admin.mailTextVerbergen': 'Text verbergen',
  'admin.keineMails': 'Der Postausgang ist leer.',
  // Issue 29: deletion requests (Art. 17) of people without a school
  'admin.einzelpersonLoeschen': 'Löschen',
  'admin.einzelpersonLoeschenLabel': 'Löschen: {name}',
  'admin.einzelpersonLoeschenTitel': 'Person löschen',
  'admin.einzelpersonLoeschenFrage': 'Soll {name} mit allen Daten gelöscht werden?',
  'admin.einzelpersonLoeschenHinweis':
    'Gelöscht werden das Konto, die Stapel, die Ergebnisse und die Schüler/innen, die diese Person angelegt hat. Das lässt sich nicht rückgängig machen.',
  'admin.hauptadminNichtLoeschen': 'Hauptadministratoren können hier nicht gelöscht werden.',
  'admin.einzelpersonHatSchule':
    'Diese Person gehört zu einer Schule. Lösche sie über die Schule oder lass sie von deren Administration löschen.',
} as const;
