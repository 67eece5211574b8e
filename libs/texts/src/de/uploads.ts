/** Own image uploads and the camera photo (02 §2, §5, §7, §9; DEVIATIONS 7). */
export const UPLOADS = {
  'uploads.bildHochladen': 'Eigenes Bild hochladen',
  'uploads.bildUrl': 'Bild-Adresse (URL)',
  'uploads.bildEntfernen': 'Bild entfernen',
  'uploads.wirdHochgeladen': 'Das Bild wird hochgeladen...',
  'uploads.hochgeladen': 'Das Bild wurde hochgeladen.',
  'uploads.keineErlaubnis':
    'Du darfst zurzeit keine eigenen Dateien hochladen. Deine Lehrperson kann dir das Hochladen für 2 Stunden erlauben.',
  'uploads.keinBild': 'Bitte wähle ein Bild im Format PNG, JPEG, WebP oder GIF.',
  'uploads.svgNichtErlaubt':
    'SVG-Grafiken können nicht hochgeladen werden, weil sie Programmcode enthalten können. Bitte speichere das Bild als PNG oder JPEG.',
  'uploads.zuGross': 'Das Bild ist zu gross: höchstens {mb} MB sind erlaubt.',
  'uploads.zuVielePixel':
    'Das Bild ist zu gross: höchstens {megapixel} Megapixel (Millionen Bildpunkte) sind erlaubt. Bitte verkleinere es.',
  'uploads.unlesbar': 'Das Bild konnte nicht gelesen werden. Ist die Datei beschädigt?',
  'uploads.nichtGefunden': 'Dieses Bild gibt es nicht (mehr).',
  'uploads.vorschau': 'Vorschau des Bildes',
  // Camera (02 §2 dialog, §9)
  'uploads.kameraTitel': 'Foto aufnehmen',
  'uploads.fotoAufnehmen': 'Foto aufnehmen',
  'uploads.fotoVerwenden': 'Foto verwenden',
  'uploads.neuesFotoAufnehmen': 'Neues Foto aufnehmen',
  'uploads.kameraVideo': 'Bild der Kamera',
  'uploads.kameraFehlt':
    'Die Kamera konnte nicht gestartet werden. Erlaube dem Browser den Zugriff auf die Kamera oder lade ein Bild hoch.',
  // Video (02 §3, §5)
  'uploads.video': 'Video (Link oder ID)',
  'uploads.videoUngueltig': 'In diesem Link wurde keine Video-ID gefunden.',
  'uploads.videoStartzeit': 'Startzeit (Sekunden)',
  'uploads.videoLaufzeit': 'Laufzeit (Sekunden, 0 = ganzes Video)',
  'uploads.videoZeitUngueltig': 'Bitte eine ganze Zahl ab 0 eingeben.',
  'uploads.nurAudio': 'Nur den Ton abspielen',
  'uploads.videoPlayer': 'Video-Player',
} as const;
