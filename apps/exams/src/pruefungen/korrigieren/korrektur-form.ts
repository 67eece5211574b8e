import { useForm } from '@mantine/form';
import type {
  KorrekturSpeichernRequest,
  PruefungDetail,
  PruefungsteilLehrperson,
  SchuelerAntworten,
} from '@lernstapel/contracts';
import { gradeFor, noteInSkala, notenSkala, roundToDecimals, teilPunkteFehler } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { type KorrekturWerte, startWerte, summe } from './korrektur-werte';

/** The field path of a part's points, as `form.getInputProps` takes it. */
export const punktePfad = (teilId: number) => `punkte.${teilId}`;

function punkteFehler(wert: string, nr: number, max: number): string | null {
  const fehler = teilPunkteFehler(wert.trim() === '' ? Number.NaN : Number(wert), max);
  if (!fehler) return null;
  return t(fehler === 'pruefungen.punkteZuHoch' ? fehler : 'pruefungen.punkteUngueltigAufgabe', { nr, max });
}

/**
 * The grading form of one attempt (02 §2 korrigieren, issue 23): points 0 … the part's points, a grade in the
 * country's scale, each told beside its field; the grade follows the suggestion for the total until typed.
 */
export function useKorrekturForm(
  pruefung: PruefungDetail,
  teile: PruefungsteilLehrperson[],
  daten: SchuelerAntworten,
) {
  const vorschlagFuer = (werte: KorrekturWerte) =>
    gradeFor(daten.land, roundToDecimals(summe(werte.punkte), 2), pruefung.gesamtpunktezahl);
  const noteVon = (werte: KorrekturWerte) => werte.note ?? String(vorschlagFuer(werte));
  const skala = notenSkala(daten.land);

  const form = useForm<KorrekturWerte>({
    initialValues: startWerte(daten),
    validateInputOnChange: true,
    validate: (werte) => {
      const fehler: Record<string, string> = {};
      teile.forEach((teil, index) => {
        const meldung = punkteFehler(werte.punkte[teil.id] ?? '', index + 1, teil.punkte);
        if (meldung) fehler[punktePfad(teil.id)] = meldung;
      });
      if (!noteInSkala(daten.land, Number(noteVon(werte))))
        fehler.note = t('pruefungen.notenUngueltig', skala);
      return fehler;
    },
  });

  const werte = form.getValues();
  const body = (korrigiert: boolean): KorrekturSpeichernRequest => ({
    teile: Object.entries(werte.punkte).map(([id, wert]) => ({
      pruefungsteil_id: Number(id),
      punkte: Number(wert),
      kommentar_lehrperson: werte.kommentare[Number(id)] ?? '',
    })),
    note: Number(noteVon(werte)),
    kommentar_lehrperson: werte.kommentar,
    korrigiert,
  });

  return {
    form,
    skala,
    total: roundToDecimals(summe(werte.punkte), 2),
    vorschlag: vorschlagFuer(werte),
    noteWert: noteVon(werte),
    ungueltig: !form.isValid(),
    body,
  };
}
