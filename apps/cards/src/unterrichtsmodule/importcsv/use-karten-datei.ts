import { useEffect, useMemo, useState } from 'react';
import { kodierungErkennen, parseKartenCsv, type CsvKodierung, type ImportOptionen } from '@lernstapel/rules';

interface GeleseneDatei {
  kodierung: CsvKodierung;
  text: string;
}

/**
 * Issue 25 §1: the chosen file read in the browser with the rules the API imports with
 * (kodierungErkennen, parseKartenCsv), so that the preview shows the cards exactly as they will be created.
 */
export function useKartenDatei(datei: File | null, optionen: ImportOptionen) {
  const [gelesen, setGelesen] = useState<GeleseneDatei | null>(null);
  useEffect(() => {
    let aktuell = true;
    setGelesen(null);
    if (datei) {
      void datei.arrayBuffer().then((puffer) => {
        if (aktuell) setGelesen(kodierungErkennen(new Uint8Array(puffer)));
      });
    }
    return () => {
      aktuell = false;
    };
  }, [datei]);
  const ergebnis = useMemo(
    () => (gelesen ? parseKartenCsv(gelesen.text, optionen) : null),
    [gelesen, optionen],
  );
  return { kodierung: gelesen?.kodierung ?? null, ergebnis };
}
