/**
 * Anki packages in and out (issue 25 §2; API folder anki, remote folder unterrichtsmodule/anki).
 * Every refusal says that nothing was imported: a package is taken whole or not at all.
 */
export const ANKI = {
  'anki.importieren': 'Anki-Paket importieren',
  'anki.exportieren': 'Als Anki-Paket exportieren',
  'anki.hinweis':
    'Übernommen werden Notizen der Typen Einfach, Einfach (mit umgekehrter Karte), Einfach (Antwort eintippen) und Lückentext, mit ihren Bildern und Tondateien.',
  'anki.dateiWaehlen': 'Anki-Paket (.apkg oder .colpkg)',
  'anki.dateiTyp': 'Bitte wähle ein Anki-Paket (.apkg oder .colpkg).',
  'anki.laedt': 'Das Anki-Paket wird importiert …',
  'anki.nurPaket': 'Bitte sende das Anki-Paket als application/zip.',
  'anki.zuGross': 'Das Anki-Paket ist zu gross: höchstens {mb} MB sind erlaubt. Es wurde nichts importiert.',
  'anki.keinPaket':
    'Die Datei ist kein Anki-Paket: Es fehlt die Sammlung (collection.anki2, .anki21 oder .anki21b). Es wurde nichts importiert.',
  'anki.beschaedigt':
    'Das Anki-Paket ist beschädigt und kann nicht gelesen werden. Es wurde nichts importiert.',
  'anki.zuVieleDateien':
    'Das Anki-Paket enthält zu viele Dateien: höchstens {max} sind erlaubt. Es wurde nichts importiert.',
  'anki.entpacktZuGross':
    'Das Anki-Paket wäre ausgepackt zu gross: höchstens {mb} MB sind erlaubt. Es wurde nichts importiert.',
  'anki.fremdeDatenbank':
    'Die Sammlung im Paket ist keine Anki-Sammlung (Tabellen col, notes und cards fehlen). Es wurde nichts importiert.',
  'anki.keineKarten': 'Das Anki-Paket enthält keine Karten, die Lernstapel übernehmen kann.',
  'anki.zuVieleKarten': 'Ein Anki-Paket kann höchstens {max} Karten enthalten. Es wurde nichts importiert.',
  'anki.eingelesen': '{anzahl} Karten wurden importiert.',
  'anki.medienAngehaengt': '{anzahl} Bilder und Tondateien wurden angehängt.',
  'anki.medienUebersprungen':
    '{anzahl} Bilder oder Tondateien fehlen im Paket oder sind unlesbar und wurden weggelassen.',
  'anki.medienOhneErlaubnis':
    'Bilder und Tondateien wurden weggelassen: Eigene Bilder und Töne brauchen eine Lizenz (Schülerinnen und Schüler die Erlaubnis der Lehrperson).',
  'anki.kartenUebersprungen': '{anzahl} Anki-Karten ohne Frage oder ohne Antwort wurden übersprungen.',
  'anki.frageZumBild': 'Was zeigt das Bild?',
} as const;
