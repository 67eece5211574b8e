/** Issue 29 §3: images from another website are copied once by the server (no request from pupils' browsers). */
export const EXTERNEBILDER = {
  'externebilder.adresseUngueltig':
    'Die Bild-Adresse ist ungültig. Bitte gib eine vollständige Adresse ein, die mit https:// beginnt.',
  'externebilder.nichtErlaubt':
    'Bilder von dieser Adresse können nicht übernommen werden (interne oder lokale Adresse). Bitte nimm ein Bild aus dem öffentlichen Internet oder lade ein eigenes Bild hoch.',
  'externebilder.nichtErreichbar':
    'Das Bild unter {adresse} konnte nicht geladen werden. Prüfe die Adresse oder lade das Bild selbst hoch.',
  'externebilder.zeitueberschritten':
    'Das Bild unter {adresse} hat zu lange zum Laden gebraucht (mehr als {sekunden} Sekunden). Bitte versuche es später noch einmal oder lade das Bild selbst hoch.',
  'externebilder.zuGross': 'Das Bild unter {adresse} ist zu gross: höchstens {mb} MB sind erlaubt.',
  'externebilder.keinBild': 'Unter {adresse} liegt kein Bild im Format PNG, JPEG, WebP oder GIF.',
  'externebilder.hinweis':
    'Ein Bild aus dem Internet wird beim Speichern einmal auf unseren Server kopiert (ohne Metadaten). Schülerinnen und Schüler laden es dann von hier, nie von der fremden Website.',
} as const;
