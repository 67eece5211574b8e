/** Registration dialog (01 §2, §5, §8). */
export const REGISTRIEREN = {
  'registrierung.titel': 'Neu registrieren',
  'registrierung.alsSchule': 'Als Schule registrieren',
  'registrierung.alsEinzelperson': 'Als Einzelperson registrieren',
  'registrierung.namevoll': 'Vor- und Nachname',
  'registrierung.benutzername': 'Benutzername',
  'registrierung.kuerzel': 'Kürzel',
  'registrierung.email': 'E-Mail-Adresse',
  'registrierung.schulName': 'Name der Schule',
  'registrierung.schulStrasse': 'Strasse und Hausnummer',
  'registrierung.schulPlz': 'Postleitzahl',
  'registrierung.schulOrt': 'Ort',
  'registrierung.schulLand': 'Land',
  'registrierung.absenden': 'Registrieren',
  // 01 §5 and §8: the inline message and the dialog text differ in the spec; both are kept verbatim
  'registrierung.emailBereitsRegistriert': 'Diese E-Mail-Adresse ist bereits registriert.',
  'registrierung.emailBereitsRegistriertDialog': 'Diese E-Mail-Adresse ist bereits registriert!',
  'registrierung.erfolgTitel': 'Registrierung erfolgreich',
  'registrierung.danke': 'Vielen Dank für deine Registrierung! Dein Anmeldecode wurde an {email} verschickt.',
  'registrierung.dankeOhneMail':
    'Vielen Dank für deine Registrierung! Die E-Mail an {email} konnte gerade nicht verschickt werden. Bitte notiere dir deinen Anmeldecode jetzt.',
  'registrierung.art': 'Registrieren',
  'registrierung.artSchule': 'als Schule',
  'registrierung.artEinzelperson': 'als Einzelperson',
  'registrierung.emailBereitsRegistriertTitel': 'E-Mail-Adresse bereits registriert',
  'registrierung.deinAnmeldecode': 'Dein Anmeldecode',
  'registrierung.codeNurEinmal':
    'Notiere dir diesen Anmeldecode jetzt: Er wird hier nur dieses eine Mal angezeigt. Mit ihm meldest du dich an.',
  'registrierung.deinBenutzername': 'Benutzername: {benutzername}',
  'registrierung.codeKopieren': 'Anmeldecode kopieren',
  'registrierung.codeKopiert': 'Anmeldecode kopiert',
  'registrierung.jetztAnmelden': 'Jetzt mit diesem Anmeldecode anmelden',
} as const;
