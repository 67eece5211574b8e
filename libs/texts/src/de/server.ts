/** Messages only the API produces (validation details, request errors; mails later). */
export const SERVER = {
  'server.anfrage.ungueltigesJson': 'Die Anfrage enthält kein gültiges JSON.',
  'server.anfrage.nurJson': 'Die Anfrage muss ihre Daten als JSON senden.',
  'server.anfrage.zuGross': 'Die Anfrage ist zu groß: höchstens {mb} MB sind erlaubt.',
  'server.anfrage.fremdeHerkunft': 'Diese Anfrage kommt von einer fremden Seite und wurde abgelehnt.',
  'server.anfrage.unbekannteAdresse': 'Diese Adresse ist dem Server nicht bekannt.',
  'server.anfrage.ungueltigeId': 'Die Kennung in der Adresse muss eine positive ganze Zahl sein.',
  'server.anfrage.anfrageIdUngueltig':
    'Die Anfrage-Kennung (Idempotency-Key) muss aus 8 bis 64 Buchstaben, Ziffern, „-“ oder „_“ bestehen.',
  'server.anfrage.anfrageIdAndereAdresse':
    'Diese Anfrage-Kennung gehört zu einer anderen Aktion. Bitte lade die Seite neu und versuche es noch einmal.',
  'server.anfrage.anfrageLaeuftNoch':
    'Diese Aktion wird noch ausgeführt. Bitte warte einen Moment und lade die Seite dann neu.',
  'server.anfrage.ungueltigesZeichen':
    'Die Anfrage enthält ein ungültiges Zeichen (ein halbes Unicode-Zeichen). Bitte gib den Text noch einmal ein.',
  'server.anfrage.zuTiefVerschachtelt': 'Die Anfrage ist zu tief verschachtelt (höchstens {max} Ebenen).',
  // Issue 23 §3: the name of a field that no form shows (validation messages name fields as the form does)
  'server.validierung.feldUnbekannt': 'Eingabe',
  'server.validierung.ungueltig': 'Das Feld „{feld}“ hat einen ungültigen Wert.',
  'server.validierung.pflichtfeld': 'Das Feld „{feld}“ muss ausgefüllt sein.',
  'server.validierung.unbekanntesFeld': 'Das Feld „{feld}“ ist hier nicht erlaubt.',
  'server.validierung.textErwartet': 'Das Feld „{feld}“ muss ein Text sein.',
  'server.validierung.jaNeinErwartet': 'Das Feld „{feld}“ muss wahr oder falsch sein.',
  'server.validierung.zahlErwartet': 'Das Feld „{feld}“ muss eine ganze Zahl sein.',
  'server.validierung.zuLang': 'Das Feld „{feld}“ darf höchstens {max} Zeichen lang sein.',
  'server.validierung.zuVieleBytes': 'Das Feld „{feld}“ ist zu lang. Bitte kürze den Text.',
  'server.validierung.ungueltigesZeichen':
    'Das Feld „{feld}“ enthält ein ungültiges Zeichen (ein halbes Unicode-Zeichen). Bitte gib den Text noch einmal ein.',
  'server.validierung.textZuLang': 'Ein Text ist zu lang zum Speichern. Bitte kürze ihn.',
  'server.validierung.objektErwartet': 'Die Anfrage muss ein JSON-Objekt senden.',
  'server.validierung.zahlBereich': 'Das Feld „{feld}“ muss eine ganze Zahl von {min} bis {max} sein.',
  'server.schule.ansprechpartnerUnbekannt':
    'Die Ansprechperson mit der Kennung {id} gehört nicht zu dieser Schule.',
  'server.klasse.keineEmail':
    'Für diese Schülerin / diesen Schüler ist keine E-Mail-Adresse hinterlegt. Bitte trage zuerst eine ein.',
  'server.gruppe.mitgliedNichtInKlasse': 'Mitglieder einer Gruppe müssen Schüler/innen dieser Klasse sein.',
  'server.einstellung.wertFehlt': 'Die Einstellung „{tag}“ braucht einen Wert im Feld „{feld}“.',
  // 01 §1/§3: bemerkung of an activity-feed entry, per reported window event
  'server.ablenkung.fensterVerlassen': 'Fenster verlassen',
  'server.ablenkung.fensterAktiv': 'Fenster wieder aktiv',
  'server.ablenkung.fenstergroesse': 'Fenstergrösse geändert',
  'server.ablenkung.tabVerborgen': 'Tab verborgen',
  'server.ablenkung.tabSichtbar': 'Tab wieder sichtbar',
  'server.mail.versandFehlgeschlagen':
    'Die E-Mail konnte gerade nicht verschickt werden. Bitte versuche es später noch einmal.',
  'server.start.demoZugaenge': 'Demo-Zugänge (Rolle → Anmeldecode):',
  'server.start.demoDatei': 'Die Anmeldecodes stehen auch in {datei}.',
  'server.start.demoSchonAngelegt':
    'Die Demo-Schule ist schon angelegt; ihre Anmeldecodes stehen in {datei} (nur für den Server-Benutzer lesbar).',
} as const;
