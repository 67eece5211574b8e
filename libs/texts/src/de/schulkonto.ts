/** Issue 28: signing in with the school's identity provider ('Mit Schulkonto anmelden'). */
export const SCHULKONTO = {
  'schulkonto.anmelden': 'Mit Schulkonto anmelden',
  'schulkonto.schulkuerzel': 'Schulkürzel',
  'schulkonto.schuleWaehlen': 'Schule wählen',
  'schulkonto.schuleUnbekannt': 'Zu diesem Schulkürzel gibt es keine Anmeldung mit Schulkonto.',
  'schulkonto.verknuepfenTitel': 'Schulkonto verknüpfen',
  'schulkonto.verknuepfenText':
    'Du bist mit deinem Schulkonto angemeldet. Gib einmal deinen Anmeldecode ein, um es mit deinem Lernstapel-Zugang zu verknüpfen. Danach genügt das Schulkonto.',
  'schulkonto.verknuepfen': 'Verknüpfen und anmelden',
  'schulkonto.verknuepft': 'Dein Schulkonto ist jetzt verknüpft.',
  // Refusals (a German text for each way the provider's answer can be wrong)
  'schulkonto.fehlgeschlagen':
    'Die Anmeldung mit dem Schulkonto ist fehlgeschlagen. Bitte versuche es erneut.',
  'schulkonto.sitzungAbgelaufen':
    'Die Anmeldung mit dem Schulkonto hat zu lange gedauert oder wurde schon verwendet. Bitte beginne neu.',
  'schulkonto.falscherAussteller': 'Die Antwort kam nicht vom Anmeldedienst deiner Schule.',
  'schulkonto.falscherEmpfaenger': 'Die Anmeldung war nicht für Lernstapel bestimmt.',
  'schulkonto.abgelaufen': 'Die Anmeldung mit dem Schulkonto ist abgelaufen. Bitte melde dich erneut an.',
  'schulkonto.nonceFalsch': 'Die Antwort des Anmeldedienstes gehört nicht zu dieser Anmeldung.',
  'schulkonto.andereSchule': 'Dieses Schulkonto gehört nicht zu deiner Schule.',
  'schulkonto.nichtVerknuepfbar': 'Bitte melde dich zuerst mit deinem Schulkonto an.',
  'schulkonto.bereitsVerknuepft': 'Dieses Schulkonto ist schon mit einem anderen Zugang verknüpft.',
  'schulkonto.andereRolle': 'Dein Schulkonto gehört zu einer anderen Rolle als dieser Zugang.',
  'schulkonto.nichtEingerichtet':
    'Die Anmeldung mit Schulkonto ist auf diesem Server nicht eingerichtet (SCHULKONTO_SCHLUESSEL fehlt).',
  'schulkonto.dienstNichtErreichbar': 'Der Anmeldedienst der Schule ist nicht erreichbar.',
  'schulkonto.kuerzelVergeben': 'Dieses Schulkürzel verwendet schon eine andere Schule.',
  // Settings (school administrator, main administrator)
  'schulkonto.einstellungenTitel': 'Anmeldung mit Schulkonto',
  'schulkonto.aussteller': 'Aussteller (Issuer-URL)',
  'schulkonto.clientId': 'Client-ID',
  'schulkonto.clientSecret': 'Client-Secret',
  'schulkonto.clientSecretGespeichert': 'Gespeichert – leer lassen, um es zu behalten',
  'schulkonto.rollenClaim': 'Claim mit der Rolle (freiwillig)',
  'schulkonto.schuelerKlasse':
    'Schülerkonten beim ersten Anmelden anlegen in Klasse (Klassencode, freiwillig)',
  'schulkonto.schuelerKlasseHinweis':
    'Leer: niemand wird angelegt, alle verknüpfen ihr Konto einmal mit ihrem Anmeldecode. Angelegt werden nur Schülerinnen und Schüler (laut Claim mit der Rolle), nie Lehrpersonen.',
  'schulkonto.anlegenOhneRollenClaim': 'Um Schülerkonten anlegen zu lassen, gib den Claim mit der Rolle an.',
  'schulkonto.klasseNichtAnSchule': 'Diese Klasse gibt es an dieser Schule nicht.',
  'schulkonto.rueckkehrAdresse': 'Rückkehr-Adresse für den Anmeldedienst',
  'schulkonto.abmeldeAdresse': 'Adresse nach dem Abmelden (beim Anmeldedienst eintragen)',
  'schulkonto.gespeichert': 'Die Anmeldung mit Schulkonto ist gespeichert.',
  'schulkonto.entfernt': 'Die Anmeldung mit Schulkonto ist entfernt.',
  'schulkonto.entfernen': 'Anmeldung mit Schulkonto entfernen',
  'schulkonto.kuerzelUngueltig':
    'Das Schulkürzel besteht aus 3 bis 30 Kleinbuchstaben, Ziffern oder Bindestrichen.',
  'schulkonto.ausstellerUngueltig': 'Der Aussteller muss eine Adresse mit https:// sein.',
  'schulkonto.secretFehlt': 'Bitte gib das Client-Secret ein.',
  'schulkonto.clientIdFehlt': 'Bitte gib die Client-ID ein.',
  'schulkonto.secretLeer': 'Noch kein Client-Secret gespeichert',
  'schulkonto.secretIstGespeichert': 'Client-Secret gespeichert',
  'schulkonto.entfernenFrage':
    'Die Anmeldung mit Schulkonto dieser Schule wirklich entfernen? Verknüpfte Konten bleiben für einen neuen Anmeldedienst erhalten.',
  'schulkonto.zeilenKnopf': 'Schulkonto',
  'schulkonto.zeilenLabel': 'Anmeldung mit Schulkonto von {name}',
  'schulkonto.kuerzelHinweis': 'Schul-Link: {adresse}',
} as const;
