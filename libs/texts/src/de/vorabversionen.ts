/** Issue 26 §5: a remote's new version for chosen schools first (the main administrator's area). */
export const VORABVERSIONEN = {
  'vorabversionen.tab': 'Vorabversionen',
  'vorabversionen.hinweis':
    'Eine Vorabversion eines Bereichs erreicht zuerst nur die gewählten Schulen; alle anderen arbeiten mit der stabilen Version. Lädt die Vorabversion in einem Browser nicht, nimmt er von selbst die stabile Version und meldet es hier.',
  'vorabversionen.keineEingerichtet':
    'Es ist keine Vorabversion eingerichtet. Der Betreiber legt sie in der Datei von REMOTES_CANARY_JSON fest.',
  'vorabversionen.eingerichtet': 'Vorabversion von {bereiche}',
  'vorabversionen.spalteSchule': 'Schule',
  'vorabversionen.spalteVersion': 'Version',
  'vorabversionen.spalteRueckfaelle': 'Zurückgefallen auf die stabile Version',
  'vorabversionen.spalteVorab': 'Vorabversion verwenden',
  'vorabversionen.versionVorab': 'Vorabversion',
  'vorabversionen.versionStabil': 'Stabil',
  'vorabversionen.keinRueckfall': 'nie',
  'vorabversionen.rueckfall': '{bereich}: {anzahl}-mal, zuletzt {zeit} ({grund})',
  'vorabversionen.ausKonfiguration': 'Durch die Konfiguration des Betreibers gewählt',
  'vorabversionen.schalterName': 'Vorabversion für {schule}',
  'vorabversionen.keineSchulen': 'Es gibt noch keine Schulen.',
  'vorabversionen.grund.manifest': 'Beschreibung nicht ladbar',
  'vorabversionen.grund.laden': 'Programmcode nicht ladbar',
  'vorabversionen.grund.vertrag': 'passt nicht zu dieser Portalversion',
  'vorabversionen.bereich.cards': 'Flashcards',
  'vorabversionen.bereich.exams': 'Prüfungen',
  'vorabversionen.bereich.races': 'Quiz-Wettbewerbe',
  'vorabversionen.bereich.admin': 'Verwaltung',
  'vorabversionen.keineVorabversion':
    'Deine Schule verwendet für diesen Bereich keine Vorabversion; es gibt nichts zu melden.',
  'vorabversionen.ohneSchule': 'Nur Personen einer Schule melden eine Vorabversion.',
  'vorabversionen.gespeichert': 'Die Auswahl der Schulen ist gespeichert.',
} as const;
